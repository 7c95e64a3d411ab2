/**
 * The fixed sample results the lookup searches (the spec's demonstration data). Students and marks are fictional.
 * Only marks are written here: totals, percentages and grades are computed from them.
 */
import type { CoScholasticRating, ResultRecord, SubjectMarks } from './results';

/** The primary subjects, each out of 100, in the order of the report card. */
function primaryMarks(
  english: number,
  nepali: number,
  mathematics: number,
  science: number,
  socialStudies: number,
  maithili: number,
  computer: number,
): SubjectMarks[] {
  return [
    { subject: 'English', fullMarks: 100, marks: english },
    { subject: 'Nepali', fullMarks: 100, marks: nepali },
    { subject: 'Mathematics', fullMarks: 100, marks: mathematics },
    { subject: 'Science', fullMarks: 100, marks: science },
    { subject: 'Social Studies', fullMarks: 100, marks: socialStudies },
    { subject: 'Maithili (local language)', fullMarks: 100, marks: maithili },
    { subject: 'Computer', fullMarks: 50, marks: computer },
  ];
}

/** Pre-primary classes are assessed out of 50 per subject. */
function prePrimaryMarks(english: number, nepali: number, numbers: number, drawing: number, rhymes: number) {
  return [
    { subject: 'English', fullMarks: 50, marks: english },
    { subject: 'Nepali', fullMarks: 50, marks: nepali },
    { subject: 'Numbers', fullMarks: 50, marks: numbers },
    { subject: 'Drawing and Colouring', fullMarks: 50, marks: drawing },
    { subject: 'Rhymes and Stories', fullMarks: 50, marks: rhymes },
  ];
}

function coScholastic(
  discipline: CoScholasticRating,
  cleanliness: CoScholasticRating,
  sports: CoScholasticRating,
  artAndCraft: CoScholasticRating,
  publicSpeaking: CoScholasticRating,
) {
  return [
    { area: 'Discipline', rating: discipline },
    { area: 'Cleanliness', rating: cleanliness },
    { area: 'Sports', rating: sports },
    { area: 'Art and Craft', rating: artAndCraft },
    { area: 'Public Speaking', rating: publicSpeaking },
  ];
}

export const sampleResults: readonly ResultRecord[] = [
  {
    name: 'Aarav Yadav',
    className: 'Grade 3',
    roll: 7,
    examType: 'First Terminal 2082',
    father: 'Sunil Yadav',
    mother: 'Rekha Yadav',
    dob: '2073-05-12',
    address: 'Dhalkebar-4, Dhanusha',
    subjects: primaryMarks(86, 78, 92, 88, 81, 75, 44),
    attendance: { presentDays: 58, schoolDays: 62 },
    coScholastic: coScholastic('Excellent', 'Very good', 'Excellent', 'Good', 'Very good'),
  },
  {
    // The same student in a later exam: the exam type decides which record shows.
    name: 'Aarav Yadav',
    className: 'Grade 3',
    roll: 7,
    examType: 'Second Terminal 2082',
    father: 'Sunil Yadav',
    mother: 'Rekha Yadav',
    dob: '2073-05-12',
    address: 'Dhalkebar-4, Dhanusha',
    subjects: primaryMarks(90, 82, 95, 91, 85, 80, 46),
    attendance: { presentDays: 60, schoolDays: 61 },
    coScholastic: coScholastic('Excellent', 'Excellent', 'Excellent', 'Very good', 'Very good'),
  },
  {
    name: 'Sita Kumari Sah',
    className: 'Grade 5',
    roll: 1,
    examType: 'First Terminal 2082',
    father: 'Ram Prasad Sah',
    mother: 'Geeta Devi Sah',
    dob: '2071-02-03',
    address: 'Mithila Municipality-6, Dhanusha',
    subjects: primaryMarks(95, 91, 98, 94, 90, 93, 48),
    attendance: { presentDays: 62, schoolDays: 62 },
    coScholastic: coScholastic('Excellent', 'Excellent', 'Very good', 'Excellent', 'Excellent'),
  },
  {
    name: 'Rohan Jha',
    className: 'Grade 1',
    roll: 12,
    examType: 'Final Results',
    father: 'Manoj Kumar Jha',
    mother: 'Sunita Jha',
    dob: '2075-09-21',
    address: 'Janakpurdham-8, Dhanusha',
    subjects: primaryMarks(72, 68, 75, 70, 66, 74, 35),
    attendance: { presentDays: 171, schoolDays: 190 },
    coScholastic: coScholastic('Very good', 'Good', 'Excellent', 'Good', 'Needs improvement'),
  },
  {
    name: 'Priya Mandal',
    className: 'UKG',
    roll: 3,
    examType: 'Third Terminal 2082',
    father: 'Dinesh Mandal',
    mother: 'Kabita Mandal',
    dob: '2077-11-02',
    address: 'Dhalkebar-2, Dhanusha',
    subjects: prePrimaryMarks(45, 42, 47, 49, 44),
    attendance: { presentDays: 55, schoolDays: 60 },
    coScholastic: coScholastic('Very good', 'Excellent', 'Good', 'Excellent', 'Very good'),
  },
  {
    name: 'Anisha Thakur',
    className: 'Grade 6',
    roll: 4,
    examType: 'Fourth Terminal 2082',
    father: 'Rajesh Thakur',
    mother: 'Poonam Thakur',
    dob: '2070-07-30',
    address: 'Sabaila-3, Dhanusha',
    subjects: primaryMarks(81, 77, 69, 74, 83, 79, 39),
    attendance: { presentDays: 57, schoolDays: 63 },
    coScholastic: coScholastic('Very good', 'Very good', 'Good', 'Very good', 'Excellent'),
  },
  {
    name: 'Bikash Mahato',
    className: 'Grade 2',
    roll: 9,
    examType: 'First Terminal 2082',
    father: 'Shyam Mahato',
    mother: 'Laxmi Mahato',
    dob: '2074-03-18',
    address: 'Mithila Municipality-2, Dhanusha',
    subjects: primaryMarks(52, 48, 44, 58, 61, 55, 24.5),
    attendance: { presentDays: 49, schoolDays: 62 },
    coScholastic: coScholastic('Good', 'Needs improvement', 'Very good', 'Good', 'Good'),
  },
  {
    name: 'Nisha Karn',
    className: 'Grade 4',
    roll: 7,
    examType: 'Second Terminal 2082',
    father: 'Arun Karn',
    mother: 'Mamta Karn',
    dob: '2072-01-25',
    address: 'Bideha-5, Dhanusha',
    subjects: primaryMarks(88, 84, 79, 86, 90, 87, 42),
    attendance: { presentDays: 59, schoolDays: 61 },
    coScholastic: coScholastic('Excellent', 'Very good', 'Good', 'Excellent', 'Very good'),
  },
];
