import aayush from '../assets/people/alumnus-aayush.svg?no-inline';
import priya from '../assets/people/alumna-priya.svg?no-inline';
import rohan from '../assets/people/alumnus-rohan.svg?no-inline';
import sushmita from '../assets/people/alumna-sushmita.svg?no-inline';
import { defineTexts } from '../lib/texts';

/** Who gave a testimonial: their name as they write it, their picture and their rating, the same in every language. */
export interface Alumnus {
  /** Their words' key in the texts. */
  id: 'sushmita' | 'aayush' | 'priya' | 'rohan';
  name: string;
  image: string;
  /** Out of 5. */
  rating: number;
}

/** Alumni testimonials, shown in the carousel on the home and about pages, in this order. The people are fictional. */
export const alumni: Alumnus[] = [
  { id: 'sushmita', name: 'Sushmita Yadav', image: sushmita, rating: 5 },
  { id: 'aayush', name: 'Aayush Shah', image: aayush, rating: 5 },
  { id: 'priya', name: 'Priya Jha', image: priya, rating: 5 },
  { id: 'rohan', name: 'Rohan Mahato', image: rohan, rating: 5 },
];

/** What one alumnus says, and who they are now (shown under the name). */
export interface AlumnusWords {
  quote: string;
  role: string;
}

/** The carousel's words: its controls, and each alumnus's quote. */
const testimonialWords = {
  /** What screen readers call the carousel. */
  label: 'Alumni testimonials',
  previous: 'Previous testimonial',
  next: 'Next testimonial',
  choose: 'Choose a testimonial',
  pause: 'Pause testimonials',
  play: 'Play testimonials',
  /** A slide's name: "1 of 4". */
  slide: (position: number, count: number) => `${position} of ${count}`,
  /** A position button's name: "Testimonial 1 of 4: Sushmita Yadav". */
  goTo: (position: number, count: number, name: string) => `Testimonial ${position} of ${count}: ${name}`,
  rated: (rating: number) => `Rated ${rating} out of 5`,
  said: {
    sushmita: {
      quote:
        'My teachers here taught me to ask questions without fear. The reading habit I built in the school library still helps me every day at college.',
      role: 'Class of 2015, now studying nursing in Janakpur',
    },
    aayush: {
      quote:
        'I joined the hostel in Grade 1 and it became my second home. The wardens and teachers looked after us like family and made sure we studied and played every day.',
      role: 'Class of 2016, now an engineering student in Kathmandu',
    },
    priya: {
      quote:
        'Morning assemblies and debate competitions gave me the confidence to speak in front of anyone. I owe my first prize in English speech to my teachers.',
      role: 'Class of 2018, now a Grade 12 science student',
    },
    rohan: {
      quote:
        'Football on our school ground taught me teamwork, and the computer classes started my love for technology. I am proud to be an alumnus.',
      role: 'Class of 2014, now a software developer',
    },
  } satisfies Record<Alumnus['id'], AlumnusWords>,
};

export type TestimonialWords = typeof testimonialWords;

export const testimonialTexts = defineTexts(testimonialWords, {
  ne: () => import('./ne/testimonials').then((module) => module.testimonialWords),
});
