import type { PaymentMethod } from '@school/contracts/fees';
import type { SchoolClass } from '@school/contracts/fee-student';
import { defineTexts } from '../lib/texts';
import { school } from './school';

/**
 * The words of a fee receipt: the /receipt page, and the receipt the success page shows when the payment paid the
 * school's dues. The school's name, the student's and the payer's names, the receipt number and the wallets' own
 * references stay as they are in every language.
 */
export interface ReceiptWords {
  title: string;
  description: string;
  heading: string;
  opening: string;
  /** The address has no receipt token, or the service knows none by it. */
  missingHeading: string;
  missing: string;
  askOffice: string;
  /** The service could not be reached, or answered with an error. */
  unavailableHeading: string;
  unavailable: string;
  pan: string;
  number: string;
  issuedAt: string;
  /** After the time: the receipt's times are Nepal's, wherever it is read. */
  nepalTime: string;
  studentId: string;
  student: string;
  className: string;
  roll: string;
  payer: string;
  itemsHeading: string;
  item: string;
  month: string;
  amount: string;
  /** A fee item as the school names it in its sheet (Tuition, Hostel…); an item not listed is shown as it is. */
  itemNames: Record<string, string>;
  /** The part of the money kept as the student's credit. */
  credit: string;
  creditNote: string;
  total: string;
  inWords: string;
  method: string;
  methods: Record<PaymentMethod, string>;
  reference: string;
  /** A class as the page shows it (the value the service sends stays the English name). */
  classNames: Record<SchoolClass, string>;
  print: string;
  /** On the success page, under the receipt: its own address. */
  keepIt: string;
  openIt: string;
  home: string;
}

const receiptWords: ReceiptWords = {
  title: `Fee Receipt | ${school.name}`,
  description: 'A receipt for a school fee payment, to keep or to print.',
  heading: 'Fee receipt',
  opening: 'Opening the receipt...',
  missingHeading: 'No receipt at this address',
  missing: 'Check that the whole link was copied, including the part after the # sign.',
  askOffice: 'For a copy of a receipt, call or write to the school office with the student ID:',
  unavailableHeading: 'The receipt cannot be opened right now',
  unavailable: "The school's payment service cannot be reached right now. Please try again in a few minutes.",
  pan: 'PAN',
  number: 'Receipt number',
  issuedAt: 'Date and time',
  nepalTime: 'Nepal time',
  studentId: 'Student ID',
  student: 'Student',
  className: 'Class',
  roll: 'Roll number',
  payer: 'Paid by',
  itemsHeading: 'Fees paid',
  item: 'Item',
  month: 'Month',
  amount: 'Amount',
  itemNames: {},
  credit: 'Kept as credit',
  creditNote: "These fees were already paid when this money came, so it is kept as the student's credit.",
  total: 'Total',
  inWords: 'In words',
  method: 'Payment method',
  methods: { esewa: 'eSewa', khalti: 'Khalti', cash: 'Cash', bank: 'Bank deposit', cheque: 'Cheque' },
  reference: 'Reference',
  classNames: {
    Nursery: 'Nursery',
    LKG: 'LKG',
    UKG: 'UKG',
    'Grade 1': 'Grade 1',
    'Grade 2': 'Grade 2',
    'Grade 3': 'Grade 3',
    'Grade 4': 'Grade 4',
    'Grade 5': 'Grade 5',
    'Grade 6': 'Grade 6',
  },
  print: 'Print receipt',
  keepIt: 'Keep this receipt: its link opens it in any browser, later too. Anyone with the link can read it.',
  openIt: 'Open the receipt to keep or print it',
  home: 'Back to Home',
};

/** The receipt's words in the page's language: useTexts(receiptTexts). */
export const receiptTexts = defineTexts(receiptWords, {
  ne: () => import('./ne/receipt').then((module) => module.receiptWords),
});
