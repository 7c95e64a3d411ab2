/**
 * An amount of money in words, as a receipt writes it under the figures: English in the Indian system ("Rupees
 * twelve lakh thirty-four thousand five hundred sixty-seven and fifty paisa only") and Nepali ("बाह्र लाख चौँतीस
 * हजार पाँच सय सतसट्ठी रुपैयाँ पचास पैसा मात्र"). No dependencies: the site's receipt page and the services' receipt
 * mails import it (`@school/contracts/amount-in-words`).
 *
 * Integer paisa in. Nothing is rounded: a non-integer, zero, negative or too large amount is refused.
 */
import type { SiteLanguage } from './languages.js';

/** The largest amount written: 99,99,99,999.99 rupees, just under a hundred crore (an arab, a word no fee needs). */
export const LARGEST_AMOUNT_IN_WORDS_PAISA = 99_99_99_999_99;

const englishUnder20 = [
  '',
  'one',
  'two',
  'three',
  'four',
  'five',
  'six',
  'seven',
  'eight',
  'nine',
  'ten',
  'eleven',
  'twelve',
  'thirteen',
  'fourteen',
  'fifteen',
  'sixteen',
  'seventeen',
  'eighteen',
  'nineteen',
];
const englishTens = ['', '', 'twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];

/** 1–99 in English: "thirty-four". */
function englishUnder100(n: number): string {
  if (n < 20) return englishUnder20[n]!;
  const ones = n % 10;
  return ones === 0 ? englishTens[n / 10]! : `${englishTens[Math.floor(n / 10)]!}-${englishUnder20[ones]!}`;
}

/**
 * 1–99 in Nepali. Each has its own word (unlike English, no rule builds 34 from 30 and 4), so all 99 are listed.
 * Spellings as the Nepal Academy's dictionary (नेपाली बृहत् शब्दकोश) writes them; the test checks every one against
 * its own table, typed separately.
 */
const nepaliUnder100 = [
  '',
  ...['एक', 'दुई', 'तीन', 'चार', 'पाँच', 'छ', 'सात', 'आठ', 'नौ', 'दस'],
  ...['एघार', 'बाह्र', 'तेह्र', 'चौध', 'पन्ध्र', 'सोह्र', 'सत्र', 'अठार', 'उन्नाइस', 'बीस'],
  ...['एक्काइस', 'बाइस', 'तेइस', 'चौबीस', 'पच्चीस', 'छब्बीस', 'सत्ताइस', 'अट्ठाइस', 'उनन्तीस', 'तीस'],
  ...['एकतीस', 'बत्तीस', 'तेत्तीस', 'चौँतीस', 'पैँतीस', 'छत्तीस', 'सैँतीस', 'अठतीस', 'उनन्चालीस', 'चालीस'],
  ...['एकचालीस', 'बयालीस', 'त्रिचालीस', 'चवालीस', 'पैँतालीस', 'छयालीस', 'सतचालीस', 'अठचालीस', 'उनन्चास', 'पचास'],
  ...['एकाउन्न', 'बाउन्न', 'त्रिपन्न', 'चवन्न', 'पचपन्न', 'छपन्न', 'सन्ताउन्न', 'अन्ठाउन्न', 'उनन्साठी', 'साठी'],
  ...['एकसट्ठी', 'बयसट्ठी', 'त्रिसट्ठी', 'चौसट्ठी', 'पैँसट्ठी', 'छयसट्ठी', 'सतसट्ठी', 'अठसट्ठी', 'उनन्सत्तरी', 'सत्तरी'],
  ...['एकहत्तर', 'बहत्तर', 'त्रिहत्तर', 'चौहत्तर', 'पचहत्तर', 'छयहत्तर', 'सतहत्तर', 'अठहत्तर', 'उनासी', 'असी'],
  ...['एकासी', 'बयासी', 'त्रियासी', 'चौरासी', 'पचासी', 'छयासी', 'सतासी', 'अठासी', 'उनान्नब्बे', 'नब्बे'],
  ...['एकानब्बे', 'बयानब्बे', 'त्रियानब्बे', 'चौरानब्बे', 'पन्चानब्बे', 'छयानब्बे', 'सन्तानब्बे', 'अन्ठानब्बे', 'उनान्सय'],
];

interface NumberWords {
  under100: (n: number) => string;
  hundred: string;
  thousand: string;
  lakh: string;
  crore: string;
}

const numberWords: Record<SiteLanguage, NumberWords> = {
  en: { under100: englishUnder100, hundred: 'hundred', thousand: 'thousand', lakh: 'lakh', crore: 'crore' },
  ne: { under100: (n) => nepaliUnder100[n]!, hundred: 'सय', thousand: 'हजार', lakh: 'लाख', crore: 'करोड' },
};

/**
 * A whole number from 1 to 99,99,99,999 in words, in the Indian system both languages count in: crore (1,00,00,000),
 * lakh (1,00,000), thousand, hundred, and the rest. Each group's count is at most 99 (hundreds at most 9).
 */
function wholeInWords(n: number, words: NumberWords): string {
  const parts: string[] = [];
  const groups: [number, string][] = [
    [1_00_00_000, words.crore],
    [1_00_000, words.lakh],
    [1_000, words.thousand],
    [100, words.hundred],
  ];
  let rest = n;
  for (const [size, name] of groups) {
    const count = Math.floor(rest / size);
    if (count > 0) parts.push(`${words.under100(count)} ${name}`);
    rest %= size;
  }
  if (rest > 0) parts.push(words.under100(rest));
  return parts.join(' ');
}

/**
 * The amount in words, in the language: amountInWords(9_500_00, 'en') is "Rupees nine thousand five hundred only",
 * amountInWords(9_500_00, 'ne') "नौ हजार पाँच सय रुपैयाँ मात्र"; paisa follow the rupees ("… and fifty paisa only",
 * "… रुपैयाँ पचास पैसा मात्र"), and an amount under a rupee is paisa alone. Zero, a negative, a fraction of a paisa or
 * more than LARGEST_AMOUNT_IN_WORDS_PAISA is refused: a receipt is never for nothing, and nothing is rounded.
 */
export function amountInWords(paisa: number, language: SiteLanguage): string {
  if (!Number.isSafeInteger(paisa) || paisa < 1 || paisa > LARGEST_AMOUNT_IN_WORDS_PAISA) {
    throw new RangeError(
      `An amount in words must be a whole number of paisa from 1 to ${LARGEST_AMOUNT_IN_WORDS_PAISA}, not ${String(paisa)}.`,
    );
  }
  const words = numberWords[language];
  const rupees = Math.floor(paisa / 100);
  const cents = paisa % 100;
  const rupeesText = rupees > 0 ? wholeInWords(rupees, words) : '';
  const paisaText = cents > 0 ? words.under100(cents) : '';
  if (language === 'ne') {
    const parts = [rupeesText && `${rupeesText} रुपैयाँ`, paisaText && `${paisaText} पैसा`].filter(Boolean);
    return `${parts.join(' ')} मात्र`;
  }
  if (!rupeesText) return `${capitalised(paisaText)} paisa only`;
  return `Rupees ${rupeesText}${paisaText ? ` and ${paisaText} paisa` : ''} only`;
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}
