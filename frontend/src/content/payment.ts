import { feeStudentMessages, type SchoolClass } from '@school/contracts/fee-student';
import { defineTexts } from '../lib/texts';
import { birthDateWords, type BirthDateWords } from './birthDate';
import { school } from './school';

/**
 * Every text of the three payment pages in one place. The messages the specification fixes are used word
 * for word in English (see the spec's error catalogue); everything else explains the step the parent is on.
 * eSewa and its own terms (eSewa ID) stay as eSewa writes them in every language.
 */
export interface PaymentWords {
  pay: {
    title: string;
    description: string;
    heading: string;
    intro: string;
    formHeading: string;
    studentName: string;
    className: string;
    classPlaceholder: string;
    roll: string;
    rollHint: string;
    parentName: string;
    amount: string;
    /** Before the amount field. */
    currencySign: string;
    amountHint: string;
    cancel: string;
    submit: string;
    /** The second wallet's button, beside eSewa's. */
    khaltiSubmit: string;
    /** Why Khalti's button is not shown for an amount below its minimum (Rs 10). */
    khaltiMinimum: string;
    processing: string;
    redirecting: string;
    khaltiRedirecting: string;
    secureNote: string;
  };
  /**
   * The school's fees on the pay page (features/fees), shown when the school has imported dues: a parent finds
   * their child by student ID and date of birth and pays what is due, from the oldest month up to one they choose.
   */
  fees: {
    heading: string;
    intro: string;
    studentId: string;
    studentIdHint: string;
    lookUp: string;
    lookingUp: string;
    /** Above the form after a submit with fields in error. */
    summary: string;
    studentIdRequired: string;
    studentIdTooLong: string;
    dobRequired: string;
    dobInvalid: string;
    dobInFuture: string;
    /** The date-of-birth field's words (content/birthDate.ts), with this form's own. */
    birthDate: BirthDateWords;
    /** The heading of a found child's dues: first name and class, nothing else about the child. */
    duesHeading: (firstName: string, className: string) => string;
    nothingDue: string;
    item: string;
    month: string;
    amount: string;
    total: string;
    /** A fee item as the page shows it; an item the school named itself is shown as it came. */
    itemNames: Record<string, string>;
    throughMonth: string;
    throughMonthHint: string;
    /** The select's last option: the latest month, which pays everything due. */
    throughAll: (month: string) => string;
    toPay: string;
    payerName: string;
    email: string;
    emailHint: string;
    emailInvalid: string;
    /** A chosen due is inside a payment that may still complete: said before the parent leaves for the wallet. */
    openPaymentHeading: string;
    openPayment: string;
    /** 404: an unknown ID or a wrong date of birth, one answer for both. */
    notFound: string;
    /** 429: too many lookups from this connection, or too many wrong dates of birth for this child today. */
    tooMany: string;
    /** Another refusal (the dues changed, details refused), on a page that says it in its own words. */
    refused: string;
    offline: string;
    unavailable: string;
    failed: string;
    /** The free-amount form's heading when the fees section is shown above it. */
    anotherPayment: string;
  };
  /** A class as the page shows it (the value sent to the API stays the English name). */
  classNames: Record<SchoolClass, string>;
  validation: {
    summary: string;
    studentName: string;
    parentName: string;
    nameTooLong: string;
    className: string;
    roll: string;
    amount: string;
  };
  errors: {
    formMissing: string;
    noTransaction: string;
    verifyFailed: string;
    /** `status` is the status's name in statusNames. */
    paymentStatus: (status: string) => string;
    markedFailed: string;
    updateFailed: string;
    notifyFailed: string;
    serviceUnavailable: (seconds: number) => string;
  };
  /**
   * Why starting a payment failed. An English page shows the server's own message, or `failed` when it sent none;
   * a page in another language says each kind of failure in its own words (paymentApi.ts, initiateFailureMessage).
   */
  initiateFailures: {
    /** No answer at all: offline, or the connection dropped. */
    offline: string;
    /** 400: the server refused the details (a name it does not take, more than the school's maximum). */
    refused: string;
    /** 409: this payment was already completed or closed, or its id was used for other details. */
    conflict: string;
    /** 429: too many payments started (from this connection, or by everyone) in the last hour; when to try again. */
    tooMany: (minutes: number | undefined) => string;
    /** 502–504 (and the 503 of a full disk): the payment service restarting or unavailable. */
    unavailable: string;
    /** Anything else. */
    failed: string;
  };
  /** A payment's status (payment-service's, or eSewa's) as the page names it; English names them as they are. */
  statusNames: Record<string, string>;
  success: {
    title: string;
    description: string;
    checkingHeading: string;
    checking: string;
    completedHeading: string;
    completed: string;
    completedWithKhalti: string;
    otherHeading: string;
    errorHeading: string;
    statusHelp: Record<string, string>;
    /**
     * Why the answer is not final yet (eSewa could not be reached): the server says it in English; a page that
     * prefers its own words says this.
     */
    esewaUnreachable: string;
    contactLead: string;
    payAgain: string;
    home: string;
  };
  receipt: {
    heading: string;
    student: string;
    className: string;
    roll: string;
    parent: string;
    amount: string;
    esewaRef: string;
    /** Khalti's reference of the payment (its transaction_id). */
    khaltiRef: string;
    transactionId: string;
    paidOn: string;
    paidWith: string;
    paidWithKhalti: string;
    print: string;
  };
  /** Either result page reached with no payment of this tab to show: what the parent can do instead. */
  noTransaction: {
    heading: string;
    nextHeading: string;
    paidAlready: string;
    payNow: string;
    askOffice: string;
    pay: string;
  };
  failure: {
    title: string;
    description: string;
    heading: string;
    notifying: string;
    noCharge: string;
    tryAgain: string;
    home: string;
  };
}

const paymentWords: PaymentWords = {
  pay: {
    title: `Pay School Fee | ${school.name}`,
    description: "Pay your child's school fee online with eSewa or Khalti.",
    heading: 'Pay School Fee',
    intro:
      "Pay your child's school fee online with eSewa or Khalti. You will confirm the payment on the wallet's own page and come back here for your receipt.",
    formHeading: 'Payment details',
    studentName: 'Student name',
    className: 'Class',
    classPlaceholder: 'Choose a class',
    roll: 'Roll number',
    rollHint: 'Optional: as on the admit card',
    parentName: 'Parent name',
    amount: 'Amount (NPR)',
    currencySign: 'Rs.',
    amountHint: 'In Nepali rupees, for example 5000 or 5000.50',
    cancel: 'Cancel',
    submit: 'Pay with eSewa',
    khaltiSubmit: 'Pay with Khalti',
    khaltiMinimum: 'Khalti takes payments of Rs. 10 or more: for a smaller amount, pay with eSewa.',
    processing: 'Processing...',
    redirecting: 'Taking you to eSewa to confirm the payment...',
    khaltiRedirecting: 'Taking you to Khalti to confirm the payment...',
    secureNote: 'Payments are made on eSewa or Khalti. The school never sees your wallet ID, password, PIN or OTP.',
  },
  fees: {
    heading: 'Pay school fees',
    intro:
      "See what is due for your child and pay it. You need the student ID from the fee card and your child's date of birth.",
    studentId: 'Student ID',
    studentIdHint: 'As on the fee card',
    lookUp: 'Show what is due',
    lookingUp: 'Looking up what is due...',
    summary: 'Please correct the details marked below.',
    studentIdRequired: 'Enter the student ID from the fee card.',
    studentIdTooLong: 'A student ID has at most 40 characters. Check the fee card.',
    dobRequired: "Enter your child's date of birth.",
    dobInvalid: 'Enter a real date.',
    dobInFuture: 'The date of birth cannot be in the future.',
    birthDate: {
      ...birthDateWords,
      calendarUnavailable:
        'The B.S. date could not be converted: your device seems to be offline. Please check your internet connection and press Show what is due again, or choose A.D. and enter the date in A.D.',
    },
    duesHeading: (firstName, className) => `Fees due for ${firstName}, ${className}`,
    nothingDue: 'Nothing is due for this student right now. Thank you!',
    item: 'Item',
    month: 'Month',
    amount: 'Amount',
    total: 'Total due',
    itemNames: {},
    throughMonth: 'Pay up to and including',
    throughMonthHint: 'Fees are paid from the oldest unpaid month.',
    throughAll: (month) => `${month} (everything due)`,
    toPay: 'To pay now',
    payerName: 'Your name (optional, for the receipt)',
    email: 'Email (optional)',
    emailHint: 'We send the receipt there.',
    emailInvalid: 'Enter an email address such as name@example.com, or leave it empty.',
    openPaymentHeading: 'A payment for these fees was already started',
    openPayment:
      'It may still complete. If you pay again, you may be charged twice; an extra payment is kept as credit for your child. If you are not sure, wait a day or ask the school office.',
    notFound: 'No student found with that student ID and date of birth. Please check the fee card.',
    tooMany: 'Too many lookups. Please try again later, or ask the school office.',
    refused: 'The school could not accept these details. Please look up the fees again.',
    offline: "The school's server could not be reached. Check your internet connection and try again.",
    unavailable: "The school's payment service cannot be reached right now. Please try again in a few minutes.",
    failed: 'Something went wrong. Please try again.',
    anotherPayment: 'Another payment',
  },
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
  validation: {
    summary: 'Please fill all fields with valid details.',
    studentName: "Enter the student's name.",
    parentName: "Enter the parent's name.",
    nameTooLong: 'Use at most 100 characters.',
    className: feeStudentMessages.classRequired,
    roll: feeStudentMessages.roll,
    amount: 'Enter an amount of at least Rs. 1, with at most two decimals.',
  },
  errors: {
    formMissing: 'Payment form not generated correctly.',
    noTransaction: 'No transaction ID found',
    verifyFailed: 'Error verifying payment. Please contact support.',
    paymentStatus: (status) => `Payment status: ${status}`,
    markedFailed: 'Transaction marked as failed',
    updateFailed: "Couldn't update transaction status",
    notifyFailed: 'Error notifying server of payment failure',
    serviceUnavailable: (seconds) =>
      `The school's payment service is restarting or cannot be reached right now. Trying again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}...`,
  },
  initiateFailures: {
    offline: "The school's server could not be reached. Check your internet connection and try again.",
    refused: 'The school could not accept these payment details. Check the names and the amount, then try again.',
    conflict: 'This payment was already completed or closed. Please start a new payment.',
    tooMany: (minutes) =>
      `Too many payments were started in the last hour. Please try again ${minutes === undefined ? 'later' : `in about ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`}.`,
    unavailable: "The school's payment service cannot be reached right now. Please try again in a few minutes.",
    failed: 'Failed to initiate payment. Please try again.',
  },
  statusNames: {
    PENDING: 'PENDING',
    COMPLETED: 'COMPLETED',
    FAILED: 'FAILED',
    NOT_FOUND: 'NOT_FOUND',
    CANCELED: 'CANCELED',
    FULL_REFUND: 'FULL_REFUND',
    PARTIAL_REFUND: 'PARTIAL_REFUND',
    EXPIRED: 'EXPIRED',
    ABANDONED: 'ABANDONED',
  },
  success: {
    title: `Payment Status | ${school.name}`,
    description: 'The outcome of your school fee payment with eSewa.',
    checkingHeading: 'Checking your payment',
    checking: 'Confirming your payment with eSewa...',
    completedHeading: 'Payment successful',
    completed: 'Your payment has been verified with eSewa. Thank you!',
    completedWithKhalti: 'Your payment has been verified with Khalti. Thank you!',
    otherHeading: 'Payment not confirmed',
    errorHeading: 'Payment status unknown',
    statusHelp: {
      PENDING:
        'eSewa has not confirmed this payment yet. We check again automatically, so please do not pay twice. If it is not confirmed within a day, contact the school office.',
      NOT_FOUND:
        'eSewa has no completed payment for this transaction. If money left your account, contact the school office.',
      CANCELED: 'eSewa reports this payment as canceled.',
      FULL_REFUND: 'eSewa reports this payment as fully refunded.',
      PARTIAL_REFUND: 'eSewa reports this payment as partly refunded. Please contact the school office.',
      FAILED: 'This payment was not completed. You can try again.',
      EXPIRED:
        'eSewa did not confirm this payment within a day, so it was closed. If money left your account, contact the school office with your transaction ID.',
      ABANDONED:
        'eSewa has no payment for this transaction, so it was closed. You can make a new payment. If money left your account, contact the school office with your transaction ID.',
    },
    esewaUnreachable:
      'eSewa could not be reached to confirm the payment. It will be checked again automatically; please do not pay twice.',
    contactLead: 'School office:',
    payAgain: 'Make a new payment',
    home: 'Back to Home',
  },
  receipt: {
    heading: 'Fee payment receipt',
    student: 'Student',
    className: 'Class',
    roll: 'Roll number',
    parent: 'Parent',
    amount: 'Amount paid',
    esewaRef: 'eSewa reference',
    khaltiRef: 'Khalti reference',
    transactionId: 'Transaction ID',
    paidOn: 'Paid on',
    paidWith: 'Paid with eSewa',
    paidWithKhalti: 'Paid with Khalti',
    print: 'Print receipt',
  },
  noTransaction: {
    heading: 'No payment to show',
    nextHeading: 'What to do next',
    paidAlready:
      'If you have just paid, your payment is safe. This page shows a receipt only in the browser tab the payment was made from, and your eSewa app lists every payment you made.',
    payNow: 'To pay a fee, start again on the fee payment page.',
    askOffice:
      "For a receipt or any question about a payment, call or write to the school office with the student's name and class:",
    pay: 'Pay school fee',
  },
  failure: {
    title: `Payment Not Completed | ${school.name}`,
    description: 'Your school fee payment with eSewa was not completed.',
    heading: 'Payment not completed',
    notifying: 'Recording that the payment was not completed...',
    noCharge: 'If you canceled on eSewa, no money was taken.',
    tryAgain: 'Try again',
    home: 'Back to Home',
  },
};

/** The payment pages' words in the page's language: useTexts(paymentTexts). */
export const paymentTexts = defineTexts(paymentWords, {
  ne: () => import('./ne/payment').then((module) => module.paymentWords),
});
