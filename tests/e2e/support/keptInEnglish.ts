/**
 * What a Nepali page may still write in Latin letters: the school's own name, its people's names, brands and their own
 * terms (eSewa's), addresses and codes. Everything else a Nepali page shows (text, and the labels, alternative texts
 * and titles a screen reader reads) must be Nepali. Parts shown in English on purpose (a news post without a Nepali
 * version, the language switch's "English") carry lang="en" and are skipped. The one list of exceptions: the e2e
 * check (i18n.spec.ts) and scripts/i18n/english-leftovers.ts read it.
 */
export const keptInEnglish: readonly string[] = [
  // The school's name, as it is registered.
  'Mithila Sunrise English Boarding School',
  'Mithila Sunrise',
  // People: the school's leadership and the sample news's and alumni's names.
  'Ramesh Kumar Yadav',
  'Sunita Kumari Jha',
  'Bikash Mandal',
  'Sushmita Yadav',
  'Aayush Shah',
  'Priya Jha',
  'Rohan Mahato',
  // Brands and their own terms.
  'eSewa',
  'Khalti',
  'Facebook',
  'Instagram',
  'YouTube',
  'WhatsApp',
  'TikTok',
  'Discord',
  'OpenStreetMap',
  // Platforms the news post about the youth protests names.
  'TikTok',
  'Discord',
  'JPEG',
  'PNG',
  'PDF',
  'CSV',
  'GPA',
  'SEE',
  'SLC',
  'ID',
  'OTP',
  'Email',
];

/** Latin words of a text that the list does not allow: addresses, emails and codes such as "EPAYTEST" excepted. */
export function englishLeftoversIn(text: string): string[] {
  let rest = text
    // Web and email addresses, and phone numbers' "+977".
    .replace(/\b(?:https?:\/\/|www\.)\S+/g, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ')
    .replace(/\b[a-z0-9-]+\.(?:com|np|org|edu)\b/gi, ' ');
  for (const kept of [...keptInEnglish].sort((a, b) => b.length - a.length)) rest = rest.split(kept).join(' ');
  // A word of two Latin letters or more; single letters (grades "A+", a roll's section) are codes, not English.
  return [...rest.matchAll(/[A-Za-z][A-Za-z'’.-]*[A-Za-z]/g)].map((match) => match[0]);
}
