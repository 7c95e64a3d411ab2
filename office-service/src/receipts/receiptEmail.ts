/**
 * A payment's receipt as an email to the parent who gave an address, in the language of the page they paid from:
 * its number, when the money was confirmed (Nepal time, B.S. beside it), the student's id, name and class, each item
 * with its B.S. month, the credit part, the amount in figures and in words, how it was paid and the wallet's
 * reference, the school's PAN, and the receipt's own address to keep or print it. Never the date of birth (the
 * receipt does not carry it).
 */
import type { PaymentMethod, PaymentReceipt } from '@school/contracts/fees';
import { amountInWords } from '@school/contracts/amount-in-words';
import {
  bsCalendarWordsEn,
  bsCalendarWordsNe,
  bsIsoOfAd,
  readBsIso,
  writeBsDate,
  type BsCalendarWords,
} from '@school/contracts/bikram-sambat';
import { classNamesInNepali } from '@school/contracts/class-names-ne';
import { withDevanagariDigits } from '@school/contracts/digits';
import type { SiteLanguage } from '@school/contracts/languages';
import { formatRupees } from '@school/contracts/nepali-numbers';
import { formatNepalTime, nepalDate } from '@school/contracts/nepal-time';
import type { ComposedEmail } from '../mail/outbox.js';
import { escapeHtml, fieldsBlock, inLanguage, oneLine } from '../mail/text.js';

interface ReceiptWords {
  subject: (number: string) => string;
  thanks: string;
  number: string;
  date: string;
  nepalTime: string;
  calendar: BsCalendarWords;
  studentId: string;
  student: string;
  payer: string;
  paidFor: string;
  credit: string;
  amount: string;
  method: string;
  reference: string;
  pan: string;
  keep: string;
  rupeeSign: string;
  methods: Record<PaymentMethod, string>;
  className: (name: string) => string;
  freeAmount: string;
}

const receiptWords: Record<SiteLanguage, ReceiptWords> = {
  en: {
    subject: (number) => `Your school fee receipt ${number}`,
    thanks: 'Thank you. The school has your payment. This is your receipt.',
    number: 'Receipt number',
    date: 'Date',
    nepalTime: 'Nepal time',
    calendar: bsCalendarWordsEn,
    studentId: 'Student ID',
    student: 'Student',
    payer: 'Paid by',
    paidFor: 'Paid for',
    credit: 'Kept as credit (already paid when this payment came)',
    amount: 'Amount',
    method: 'Paid with',
    reference: 'Reference',
    pan: "School's PAN",
    keep: 'Keep or print this receipt at its own address',
    rupeeSign: 'Rs.',
    methods: { esewa: 'eSewa', khalti: 'Khalti', cash: 'Cash', bank: 'Bank deposit', cheque: 'Cheque' },
    className: (name) => name,
    freeAmount: 'School fee',
  },
  ne: {
    subject: (number) => `तपाईंको विद्यालय शुल्कको रसिद ${number}`,
    thanks: 'धन्यवाद। विद्यालयले तपाईंको भुक्तानी पाएको छ। यो तपाईंको रसिद हो।',
    number: 'रसिद नम्बर',
    date: 'मिति',
    nepalTime: 'नेपाल समय',
    calendar: bsCalendarWordsNe,
    studentId: 'विद्यार्थी आईडी',
    student: 'विद्यार्थी',
    payer: 'भुक्तानी गर्ने',
    paidFor: 'भुक्तानी गरिएको',
    credit: 'जम्मा (क्रेडिट) राखिएको (यो भुक्तानी आउँदा पहिल्यै तिरिएको)',
    amount: 'रकम',
    method: 'भुक्तानीको माध्यम',
    reference: 'सन्दर्भ',
    pan: 'विद्यालयको प्यान',
    keep: 'यो रसिद यसको आफ्नै ठेगानामा राख्नुहोस् वा छाप्नुहोस्',
    rupeeSign: 'रु.',
    methods: { esewa: 'eSewa', khalti: 'Khalti', cash: 'नगद', bank: 'बैंक जम्मा', cheque: 'चेक' },
    className: (name) => classNamesInNepali[name as keyof typeof classNamesInNepali] ?? name,
    freeAmount: 'विद्यालय शुल्क',
  },
};

/** "Mangsir 2082" / "मंसिर २०८२" from a B.S. `YYYY-MM`. */
function monthText(month: string, words: ReceiptWords): string {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return `${words.calendar.monthNames[monthNumber - 1] ?? month} ${words.calendar.digits(year)}`;
}

/** "2026-11-27 09:05 Nepal time (11 Mangsir 2083 B.S.)"; outside the calendar table, the Nepal time alone. */
function issuedText(issuedAt: string, words: ReceiptWords, language: SiteLanguage): string {
  const moment = new Date(issuedAt);
  const time = `${formatNepalTime(moment, { seconds: false })} ${words.nepalTime}`;
  const bs = bsIsoOfAd(nepalDate(moment));
  const local = language === 'ne' ? withDevanagariDigits(time) : time;
  return bs ? `${local} (${writeBsDate(readBsIso(bs), words.calendar)} ${words.calendar.era})` : local;
}

/** The receipt's email to `to`; `receiptAddress` is the page that shows it (`…/receipt#TOKEN`). */
export function receiptEmail(
  receipt: PaymentReceipt,
  to: string,
  language: SiteLanguage,
  receiptAddress: string,
): ComposedEmail {
  const words = receiptWords[language];
  const rupees = (paisa: number) => formatRupees(paisa, language, words.rupeeSign);
  const student = [receipt.studentName, receipt.className ? words.className(receipt.className) : undefined]
    .filter(Boolean)
    .join(', ');
  const items =
    receipt.items.length === 0
      ? words.freeAmount
      : receipt.items
          .map((item) => `${item.item}, ${monthText(item.month, words)}: ${rupees(item.amountPaisa)}`)
          .join('\n');
  const reference = receipt.reference ?? '';
  const fields: [string, string][] = [
    [words.number, receipt.number],
    [words.date, issuedText(receipt.issuedAt, words, language)],
    ...(receipt.studentId ? [[words.studentId, receipt.studentId] as [string, string]] : []),
    [words.student, student],
    ...(receipt.payerName ? [[words.payer, receipt.payerName] as [string, string]] : []),
    [words.paidFor, items],
    ...(receipt.creditPaisa > 0 ? [[words.credit, rupees(receipt.creditPaisa)] as [string, string]] : []),
    [words.amount, `${rupees(receipt.amountPaisa)} (${amountInWords(receipt.amountPaisa, language)})`],
    [
      words.method,
      reference ? `${words.methods[receipt.method]} (${words.reference}: ${reference})` : words.methods[receipt.method],
    ],
    ...(receipt.schoolPan ? [[words.pan, receipt.schoolPan] as [string, string]] : []),
  ];
  const block = fieldsBlock(fields);
  return {
    kind: 'confirmation',
    to,
    replyTo: undefined,
    subject: oneLine(words.subject(receipt.number)),
    text: `${words.thanks}\n\n${block.text}\n\n${words.keep}:\n${receiptAddress}\n`,
    html: inLanguage(
      language,
      `<p>${escapeHtml(words.thanks)}</p>${block.html}` +
        `<p><a href="${escapeHtml(receiptAddress)}">${escapeHtml(words.keep)}</a></p>`,
    ),
  };
}
