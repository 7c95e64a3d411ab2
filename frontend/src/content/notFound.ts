import { defineTexts } from '../lib/texts';
import { school } from './school';

const notFoundWords = {
  title: `Page not found | ${school.name}`,
  description: 'The page you were looking for does not exist. Find your way from our home page.',
  heading: 'Page not found',
  text: 'Sorry, we could not find that page. It may have moved, or the address may have a typo.',
  homeButton: 'Go to the home page',
  contactButton: 'Contact us',
  suggestionsHeading: 'Or try one of these pages',
};

export type NotFoundWords = typeof notFoundWords;

export const notFoundTexts = defineTexts(notFoundWords, {
  ne: () => import('./ne/notFound').then((module) => module.notFoundWords),
});
