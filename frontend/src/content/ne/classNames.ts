/** The school's classes as Nepali pages name them; the value sent to the API stays the English name (the key). */
export const classNames = {
  Nursery: 'नर्सरी',
  LKG: 'एलकेजी',
  UKG: 'यूकेजी',
  'Grade 1': 'कक्षा १',
  'Grade 2': 'कक्षा २',
  'Grade 3': 'कक्षा ३',
  'Grade 4': 'कक्षा ४',
  'Grade 5': 'कक्षा ५',
  'Grade 6': 'कक्षा ६',
};
