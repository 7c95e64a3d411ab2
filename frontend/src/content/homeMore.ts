import { defineTexts } from '../lib/texts';
import type { FeatureCard } from './home';
import { school } from './school';

/** The words of home's sections below the first screen (pages/HomeMoreSections): apart from content/home.ts, so
 * the first screen's chunk does not carry them. */
const homeMoreWords = {
  levels: {
    heading: `Classes from ${school.levels}`,
    text: 'A clear path through the early years, taught in English with Nepali as a subject, following the national curriculum.',
    cards: [
      {
        icon: 'preprimary',
        title: 'Pre-Primary: Nursery, LKG and UKG',
        text: 'Play-based learning, first letters and numbers, songs and stories, in small groups with a caring class teacher.',
      },
      {
        icon: 'lowerprimary',
        title: 'Grades 1 to 3',
        text: 'Strong reading, writing and arithmetic foundations, with phonics, spoken English and hands-on activities.',
      },
      {
        icon: 'upperprimary',
        title: 'Grades 4 to 6',
        text: 'Science, social studies, computers and projects that prepare children for secondary school.',
      },
    ] satisfies FeatureCard[],
  },
  campusLife: {
    heading: 'Boarding and Campus Life',
    text: 'Day scholars and boarders share one safe campus. Boarders live in separate hostels for boys and girls with resident wardens, supervised study hours and regular calls home.',
    cards: [
      {
        icon: 'boarding',
        title: 'Caring hostels',
        text: 'Clean rooms, resident wardens and a daily routine that gives children rest, study and play.',
      },
      {
        icon: 'meals',
        title: 'Healthy meals',
        text: 'Fresh, balanced meals cooked on campus every day, with clean drinking water.',
      },
      {
        icon: 'library',
        title: 'Library and reading corner',
        text: 'Picture books, readers and reference books in English and Nepali, with a weekly library period.',
      },
      {
        icon: 'computer',
        title: 'Computer lab',
        text: 'Computer classes from Grade 1, so children learn to type, search and create safely.',
      },
      {
        icon: 'science',
        title: 'Science corner',
        text: 'Simple experiments and models that make science lessons something to do, not only to read.',
      },
      {
        icon: 'sports',
        title: 'Playground and sports',
        text: 'Football, volleyball, athletics and traditional games on our own playground.',
      },
      {
        icon: 'transport',
        title: 'School bus',
        text: 'Morning and afternoon bus routes for day scholars from nearby villages and Dhalkebar.',
      },
      {
        icon: 'care',
        title: 'Health and safety',
        text: 'A first-aid room, regular health check-ups and a fenced campus with a guard at the gate.',
      },
    ] satisfies FeatureCard[],
  },
  beyondTheClassroom: {
    heading: 'Beyond the Classroom',
    text: 'Clubs, assemblies and events where children discover what they love and learn to share it.',
    cards: [
      {
        icon: 'creativity',
        title: 'Creative Thinking',
        text: 'Art, craft, music and dance let children imagine, make and solve problems their own way.',
      },
      {
        icon: 'speaking',
        title: 'Public Speaking',
        text: 'Morning assemblies, debates and poem recitals help every child speak up with confidence.',
      },
      {
        icon: 'future',
        title: 'Future Readiness',
        text: 'Computers, teamwork and good study habits prepare children for secondary school and beyond.',
      },
    ] satisfies FeatureCard[],
  },
  admissionsOpen: {
    eyebrow: 'Admissions open',
    heading: 'Admissions for the 2083 B.S. session are open',
    text: 'Places are limited in every class. Apply online, then visit us with your child for a short, friendly interaction.',
    steps: [
      'Fill in the application form online.',
      "Bring your child's birth certificate and last school report, if any.",
      'Meet the principal and see the classrooms and hostel.',
    ],
    cta: 'Apply for Admission',
    /** Before each step's words: "Step 1:". */
    step: (number: number) => `Step ${number}:`,
    callPrefix: 'Questions? Call us on',
  },
  testimonialsSection: {
    eyebrow: 'Alumni voices',
    heading: 'What Our Alumni Say',
  },
  closingCta: {
    heading: 'Empowering Students for a Brighter Tomorrow',
    text: 'Give your child a confident start. We would be glad to welcome your family.',
    primary: 'Apply for Admission',
    secondary: 'Contact Now',
  },
};

export type HomeMoreWords = typeof homeMoreWords;

export const homeMoreTexts = defineTexts(homeMoreWords, {
  ne: () => import('./ne/homeMore').then((module) => module.homeMoreWords),
});
