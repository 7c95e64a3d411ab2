/**
 * The school's classes as Nepali words name them, for the Nepali pages (frontend/src/content/ne/classNames.ts) and
 * office-service's Nepali confirmation emails; what is sent and stored stays the English name (the key). Its own
 * entry point (`@school/contracts/class-names-ne`), so no English page's code carries these words.
 */
export const classNamesInNepali = {
  Nursery: 'नर्सरी',
  LKG: 'एलकेजी',
  UKG: 'यूकेजी',
  'Grade 1': 'कक्षा १',
  'Grade 2': 'कक्षा २',
  'Grade 3': 'कक्षा ३',
  'Grade 4': 'कक्षा ४',
  'Grade 5': 'कक्षा ५',
  'Grade 6': 'कक्षा ६',
} as const;
