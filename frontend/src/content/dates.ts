import { dateWordsEn } from '../lib/dates';
import { defineTexts } from '../lib/texts';

/** How the page's language writes dates, for src/lib/dates.ts (read with useTexts(dateTexts)). */
export const dateTexts = defineTexts(dateWordsEn, {
  ne: () => import('./ne/dates').then((module) => module.dateWords),
});
