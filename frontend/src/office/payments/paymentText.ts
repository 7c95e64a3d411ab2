import { formatRupees } from '@school/contracts/nepali-numbers';
import type { Language } from '../../lib/paths';

const rupeeSigns = { en: 'Rs.', ne: 'रु.' } as const;

/** Integer paisa as the site writes money: "Rs. 1,500.00", "रु. १,५००.००". */
export function rupeesText(paisa: number, language: Language): string {
  return formatRupees(paisa, language, rupeeSigns[language]);
}
