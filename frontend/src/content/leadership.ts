import director from '../assets/people/director.svg?no-inline';
import principal from '../assets/people/principal.svg?no-inline';
import vicePrincipal from '../assets/people/vice-principal.svg?no-inline';
import { school } from './school';

export interface LeadershipMember {
  name: string;
  role: string;
  img: string;
  /** One line about them, shown on their card. */
  bio: string;
}

/** The school's leadership team, shown on the about page. The people are fictional. */
export const leadership: LeadershipMember[] = [
  {
    name: school.founder.name,
    role: 'Director',
    img: director,
    bio: `Founded the school in ${school.founded} after twenty years of teaching in Janakpur and Dhanusha.`,
  },
  {
    name: 'Sunita Kumari Jha',
    role: 'Principal',
    img: principal,
    bio: 'M.Ed. from Tribhuvan University; leads teaching and learning across every class.',
  },
  {
    name: 'Bikash Mandal',
    role: 'Vice Principal',
    img: vicePrincipal,
    bio: 'Looks after the hostel, student welfare and sports, and knows every boarder by name.',
  },
];
