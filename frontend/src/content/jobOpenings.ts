import { school } from './school';

export interface JobOpening {
  title: string;
  description: string;
  location: string;
  type: 'Full-time' | 'Part-time';
}

export const careersMeta = {
  title: `Careers | ${school.name}`,
  description: `Teaching and staff vacancies at ${school.name}, Dhanusha. All current vacancies are closed; check back for future openings.`,
};

export const careersIntro = {
  heading: 'Careers',
  text: 'Join a friendly team that cares about children. These are our recent openings.',
};

export const careersActions = { apply: 'Apply', close: 'Close' };

export const vacancyClosedMessage =
  'Vacancy is closed. Thank you for your interest. Please check back for future openings.';

export const jobOpenings: JobOpening[] = [
  {
    title: 'Kindergarten Teacher',
    description:
      'Teach Nursery, LKG and UKG through play, stories and songs, and keep parents informed of each child’s progress.',
    location: 'On School',
    type: 'Full-time',
  },
  {
    title: 'Primary Math Teacher',
    description:
      'Teach mathematics to Grades 1 to 6 with hands-on activities, and help children who need extra support.',
    location: 'On School',
    type: 'Full-time',
  },
  {
    title: 'School Librarian (part-time)',
    description:
      'Run the school library, organise weekly library periods and reading programmes, and keep the catalogue up to date.',
    location: 'On School',
    type: 'Part-time',
  },
  {
    title: 'Physical Education Coach',
    description:
      'Lead PE classes, morning exercise and school teams in football, volleyball and athletics, with safety first.',
    location: 'On School',
    type: 'Full-time',
  },
];
