import { feeStudentMessages } from '@school/contracts/fee-student';
import { school } from './school';

/**
 * Every text of the three payment pages in one place. The messages the specification fixes are used word
 * for word (see the spec's error catalogue); everything else explains the step the parent is on.
 */
export const paymentTexts = {
  pay: {
    title: `Pay School Fee | ${school.name}`,
    description: "Pay your child's school fee online with eSewa.",
    heading: 'Pay School Fee',
    intro:
      "Pay your child's school fee online with eSewa. You will confirm the payment on eSewa's own page and come back here for your receipt.",
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
    processing: 'Processing...',
    redirecting: 'Taking you to eSewa to confirm the payment...',
    secureNote: 'Payments are made on eSewa. The school never sees your eSewa ID, password or PIN.',
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
    initiateFailed: 'Failed to initiate payment. Please try again.',
    formMissing: 'Payment form not generated correctly.',
    noTransaction: 'No transaction ID found',
    verifyFailed: 'Error verifying payment. Please contact support.',
    paymentStatus: (status: string) => `Payment status: ${status}`,
    markedFailed: 'Transaction marked as failed',
    updateFailed: "Couldn't update transaction status",
    notifyFailed: 'Error notifying server of payment failure',
    serviceUnavailable: (seconds: number) =>
      `The school's payment service is restarting or cannot be reached right now. Trying again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}...`,
  },
  success: {
    title: `Payment Status | ${school.name}`,
    description: 'The outcome of your school fee payment with eSewa.',
    checkingHeading: 'Checking your payment',
    checking: 'Confirming your payment with eSewa...',
    completedHeading: 'Payment successful',
    completed: 'Your payment has been verified with eSewa. Thank you!',
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
    } as Record<string, string>,
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
    transactionId: 'Transaction ID',
    paidOn: 'Paid on',
    paidWith: 'Paid with eSewa',
    print: 'Print receipt',
  },
  /** Either result page reached with no payment of this tab to show: what the parent can do instead. */
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
} as const;
