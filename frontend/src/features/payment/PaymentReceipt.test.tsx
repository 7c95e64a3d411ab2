import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { dateTexts } from '../../content/dates';
import { paymentTexts } from '../../content/payment';
import { LanguageContext } from '../../lib/languageContext';
import type { Language } from '../../lib/paths';
import type { Receipt } from './paymentApi';
import { PaymentReceipt } from './PaymentReceipt';

const receipt: Receipt = {
  transactionId: 'txn_1726567890123_k3j9x2ab',
  studentName: 'Sita Yadav',
  className: 'Grade 3',
  roll: 7,
  parentName: 'Ram Yadav',
  amount: 150000.5,
  wallet: 'esewa' as const,
  esewaRef: '000AWEO',
  // Noon in Nepal (UTC+5:45): the same day wherever the test runs.
  completedAt: '2025-09-17T06:15:00.000Z',
};

/** The receipt's rows as [label, value], in order. */
function rowsIn(language: Language, shown = receipt) {
  const { container } = render(
    <LanguageContext value={language}>
      <PaymentReceipt receipt={shown} />
    </LanguageContext>,
  );
  return [...container.querySelectorAll('dl dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
}

describe('the receipt', () => {
  beforeAll(async () => {
    await Promise.all([paymentTexts.load('ne'), dateTexts.load('ne')]);
  });

  it('writes the amount in rupees, and the class and roll number as they were sent, in English', () => {
    const rows = rowsIn('en');
    expect(screen.getByRole('region', { name: 'Fee payment receipt' })).toBeInTheDocument();
    expect(rows.slice(0, 7)).toEqual([
      ['Student', 'Sita Yadav'],
      ['Class', 'Grade 3'],
      ['Roll number', '7'],
      ['Parent', 'Ram Yadav'],
      ['Amount paid', 'Rs. 1,50,000.50'],
      ['eSewa reference', '000AWEO'],
      ['Transaction ID', 'txn_1726567890123_k3j9x2ab'],
    ]);
    expect(rows[7]![0]).toBe('Paid on');
    expect(rows[7]![1]).toMatch(/^17 Sep 2025 \(1 Asoj 2082 B\.S\.\), \d{1,2}:\d{2} [AP]M$/);
  });

  it('is written in Nepali on a Nepali page: Devanagari digits, lakh grouping, रु., the class by its Nepali name', () => {
    const rows = rowsIn('ne');
    expect(screen.getByRole('region', { name: 'शुल्क भुक्तानीको रसिद' })).toBeInTheDocument();
    expect(rows.slice(0, 7)).toEqual([
      ['विद्यार्थी', 'Sita Yadav'],
      ['कक्षा', 'कक्षा ३'],
      ['रोल नम्बर', '७'],
      ['अभिभावक', 'Ram Yadav'],
      ['तिरेको रकम', 'रु. १,५०,०००.५०'],
      ['eSewa सन्दर्भ नम्बर', '000AWEO'],
      ['कारोबार ID', 'txn_1726567890123_k3j9x2ab'],
    ]);
    expect(rows[7]![0]).toBe('भुक्तानी मिति');
    expect(rows[7]![1]).toMatch(/^१ असोज २०८२ वि\.सं\. \(१७ सेप्टेम्बर २०२५\), \S+ [०-९]{1,2}:[०-९]{2}$/);
    expect(screen.getByRole('button', { name: 'रसिद प्रिन्ट गर्नुहोस्' })).toBeInTheDocument();
  });

  it('names Khalti and its reference for a Khalti payment, in both languages', () => {
    const khalti: Receipt = {
      ...receipt,
      wallet: 'khalti',
      esewaRef: null,
      khaltiTransactionId: '4H7AhoXDJWg5WjrcPT9ixW',
    };
    expect(rowsIn('en', khalti)).toContainEqual(['Khalti reference', '4H7AhoXDJWg5WjrcPT9ixW']);
    expect(screen.getByText('Paid with Khalti')).toBeInTheDocument();
  });

  it('names Khalti in Nepali too', () => {
    const khalti: Receipt = {
      ...receipt,
      wallet: 'khalti',
      esewaRef: null,
      khaltiTransactionId: '4H7AhoXDJWg5WjrcPT9ixW',
    };
    expect(rowsIn('ne', khalti)).toContainEqual(['Khalti सन्दर्भ नम्बर', '4H7AhoXDJWg5WjrcPT9ixW']);
    expect(screen.getByText('Khalti मार्फत तिरिएको')).toBeInTheDocument();
  });

  it('leaves out a class and roll number the payment has none of', () => {
    const labels = rowsIn('ne', { ...receipt, className: null, roll: null }).map(([label]) => label);
    expect(labels).not.toContain('कक्षा');
    expect(labels).not.toContain('रोल नम्बर');
  });
});
