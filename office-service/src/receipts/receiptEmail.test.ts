import type { PaymentReceipt } from '@school/contracts';
import { describe, expect, it } from 'vitest';
import { receiptEmail } from './receiptEmail.js';

const receipt: PaymentReceipt = {
  number: '2083/84-000123',
  issuedAt: '2026-11-27T03:20:35.489Z',
  studentId: 'MS-2079-014',
  studentName: 'Aarav Yadav',
  className: 'Grade 3',
  roll: 7,
  payerName: 'Ram Yadav',
  items: [
    { item: 'Tuition', month: '2083-08', amountPaisa: 450000 },
    { item: 'Hostel', month: '2083-08', amountPaisa: 500000 },
  ],
  creditPaisa: 0,
  amountPaisa: 950000,
  method: 'esewa',
  reference: '000AWEO',
  schoolPan: '601234567',
};
const address = 'https://school.example.np/receipt#' + 'a'.repeat(43);

describe('receiptEmail', () => {
  it('lists the number, Nepal time with B.S., the student, each item by B.S. month, the amount in figures and words, the reference, the PAN and the link', () => {
    const email = receiptEmail(receipt, 'ram@example.com', 'en', address);
    expect(email).toMatchObject({ kind: 'confirmation', to: 'ram@example.com', replyTo: undefined });
    expect(email.subject).toBe('Your school fee receipt 2083/84-000123');
    expect(email.text).toContain('Receipt number:\n2083/84-000123');
    expect(email.text).toContain('Date:\n2026-11-27 09:05 Nepal time (11 Mangsir 2083 B.S.)');
    expect(email.text).toContain('Student ID:\nMS-2079-014');
    expect(email.text).toContain('Student:\nAarav Yadav, Grade 3');
    expect(email.text).toContain('Tuition, Mangsir 2083: Rs. 4,500.00\nHostel, Mangsir 2083: Rs. 5,000.00');
    expect(email.text).toMatch(/Amount:\nRs\. 9,500\.00 \(.*nine thousand five hundred.*\)/i);
    expect(email.text).toContain('Paid with:\neSewa (Reference: 000AWEO)');
    expect(email.text).toContain("School's PAN:\n601234567");
    expect(email.text).toContain(address);
    expect(email.html).toContain(`href="${address}"`);
  });

  it('in Nepali: Nepali words, B.S. month names and Devanagari digits, the class in Nepali', () => {
    const email = receiptEmail(receipt, 'ram@example.com', 'ne', address.replace('/receipt', '/ne/receipt'));
    expect(email.subject).toBe('तपाईंको विद्यालय शुल्कको रसिद 2083/84-000123');
    expect(email.text).toContain('विद्यार्थी:\nAarav Yadav, कक्षा ३');
    expect(email.text).toContain('Tuition, मंसिर २०८३: रु. ४,५००.००');
    expect(email.text).toContain('नौ हजार पाँच सय');
    expect(email.html).toContain('<div lang="ne">');
  });

  it('says which part was kept as credit, and names a free-amount payment without items', () => {
    const credit = receiptEmail({ ...receipt, creditPaisa: 500000 }, 'ram@example.com', 'en', address);
    expect(credit.text).toContain('Kept as credit (already paid when this payment came):\nRs. 5,000.00');
    const free = receiptEmail(
      { ...receipt, studentId: null, items: [], reference: null, method: 'cash', schoolPan: null },
      'ram@example.com',
      'en',
      address,
    );
    expect(free.text).toContain('Paid for:\nSchool fee');
    expect(free.text).toContain('Paid with:\nCash\n');
    expect(free.text).not.toContain('Student ID');
    expect(free.text).not.toContain('PAN');
  });

  it('never writes HTML from a name into the HTML body', () => {
    const email = receiptEmail({ ...receipt, payerName: '<b>Ram</b>' }, 'ram@example.com', 'en', address);
    expect(email.html).toContain('&lt;b&gt;Ram&lt;/b&gt;');
    expect(email.html).not.toContain('<b>Ram</b>');
  });
});
