import aayush from '../assets/people/alumnus-aayush.svg?no-inline';
import priya from '../assets/people/alumna-priya.svg?no-inline';
import rohan from '../assets/people/alumnus-rohan.svg?no-inline';
import sushmita from '../assets/people/alumna-sushmita.svg?no-inline';

export interface Testimonial {
  quote: string;
  name: string;
  /** Who they are now, shown under the name. */
  role: string;
  image: string;
  /** Out of 5. */
  rating: number;
}

/** What screen readers call the testimonials carousel. */
export const testimonialsLabel = 'Alumni testimonials';

/** Alumni testimonials, shown in the carousel on the home and about pages. The people are fictional. */
export const testimonials: Testimonial[] = [
  {
    quote:
      'My teachers here taught me to ask questions without fear. The reading habit I built in the school library still helps me every day at college.',
    name: 'Sushmita Yadav',
    role: 'Class of 2015, now studying nursing in Janakpur',
    image: sushmita,
    rating: 5,
  },
  {
    quote:
      'I joined the hostel in Grade 1 and it became my second home. The wardens and teachers looked after us like family and made sure we studied and played every day.',
    name: 'Aayush Shah',
    role: 'Class of 2016, now an engineering student in Kathmandu',
    image: aayush,
    rating: 5,
  },
  {
    quote:
      'Morning assemblies and debate competitions gave me the confidence to speak in front of anyone. I owe my first prize in English speech to my teachers.',
    name: 'Priya Jha',
    role: 'Class of 2018, now a Grade 12 science student',
    image: priya,
    rating: 5,
  },
  {
    quote:
      'Football on our school ground taught me teamwork, and the computer classes started my love for technology. I am proud to be an alumnus.',
    name: 'Rohan Mahato',
    role: 'Class of 2014, now a software developer',
    image: rohan,
    rating: 5,
  },
];
