import type { PaymentReceipt } from './receiptApi';

/** A receipt token as payment-service makes them: 43 base64url characters. */
export const sampleReceiptToken = 'Vx3kQ9-pL2mN8rT5wY1zA7bC4dE6fG0hJ_sU2vW9xYk';

/** A receipt of two months of dues paid through eSewa, with a part kept as credit. */
export const sampleReceipt: PaymentReceipt = {
  number: '2082/83-000123',
  // Noon in Nepal (UTC+05:45): 1 Asoj 2082, whatever the machine's time zone.
  issuedAt: '2025-09-17T06:15:00.000Z',
  studentId: 'S-2082-014',
  studentName: 'Sita Yadav',
  className: 'Grade 3',
  roll: 7,
  payerName: 'Ram Yadav',
  items: [
    { item: 'Tuition', month: '2082-05', amountPaisa: 4_500_00 },
    { item: 'Hostel', month: '2082-05', amountPaisa: 5_000_00 },
  ],
  creditPaisa: 0,
  amountPaisa: 9_500_00,
  method: 'esewa',
  reference: '000AWEO',
  schoolPan: '301234567',
};
