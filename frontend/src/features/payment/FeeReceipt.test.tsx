import { render, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { dateTexts } from '../../content/dates';
import { receiptTexts } from '../../content/receipt';
import { schoolTexts } from '../../content/school';
import { LanguageContext } from '../../lib/languageContext';
import type { Language } from '../../lib/paths';
import { FeeReceipt } from './FeeReceipt';
import type { PaymentReceipt } from './receiptApi';
import { sampleReceipt } from './receiptFixtures';

function renderIn(language: Language, receipt: PaymentReceipt = sampleReceipt) {
  return render(
    <LanguageContext value={language}>
      <FeeReceipt receipt={receipt} />
    </LanguageContext>,
  );
}

/** Each label list's [label, value] pairs, in order, across the receipt's lists. */
function rows(container: HTMLElement) {
  return [...container.querySelectorAll('dl dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
}

/** The items table's rows, as their cells' text. */
function itemRows() {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
}

describe('a fee receipt', () => {
  beforeAll(async () => {
    await Promise.all([receiptTexts.load('ne'), dateTexts.load('ne'), schoolTexts.load('ne')]);
  });

  it('shows the school and its PAN, the number, Nepal time in B.S. and A.D., the student, the items and the total in words', () => {
    const { container } = renderIn('en');
    expect(screen.getByRole('article', { name: 'Fee receipt' })).toBeInTheDocument();
    expect(screen.getByText('PAN: 301234567')).toBeInTheDocument();
    expect(rows(container)).toEqual([
      ['Receipt number', '2082/83-000123'],
      ['Date and time', '1 Asoj 2082 B.S. (17 Sep 2025), 12:00 PM (Nepal time)'],
      ['Student ID', 'S-2082-014'],
      ['Student', 'Sita Yadav'],
      ['Class', 'Grade 3'],
      ['Roll number', '7'],
      ['Paid by', 'Ram Yadav'],
      ['Total', 'Rs. 9,500.00'],
      ['In words', 'Rupees nine thousand five hundred only'],
      ['Payment method', 'eSewa'],
      ['Reference', '000AWEO'],
    ]);
    expect(itemRows()).toEqual([
      ['Item', 'Month', 'Amount'],
      ['Tuition', 'Bhadra 2082', 'Rs. 4,500.00'],
      ['Hostel', 'Bhadra 2082', 'Rs. 5,000.00'],
    ]);
    expect(screen.getByRole('button', { name: 'Print receipt' })).toBeInTheDocument();
  });

  it('is written in Nepali on a Nepali page: the B.S. date first, Devanagari digits, the items and the words in Nepali', () => {
    const { container } = renderIn('ne');
    expect(screen.getByRole('article', { name: 'शुल्क रसिद' })).toBeInTheDocument();
    expect(rows(container)).toEqual([
      ['रसिद नम्बर', '2082/83-000123'],
      ['मिति र समय', '१ असोज २०८२ वि.सं. (१७ सेप्टेम्बर २०२५), दिउँसो १२:०० (नेपाल समय)'],
      ['विद्यार्थी ID', 'S-2082-014'],
      ['विद्यार्थी', 'Sita Yadav'],
      ['कक्षा', 'कक्षा ३'],
      ['रोल नम्बर', '७'],
      ['भुक्तानी गर्ने', 'Ram Yadav'],
      ['जम्मा', 'रु. ९,५००.००'],
      ['अक्षरमा', 'नौ हजार पाँच सय रुपैयाँ मात्र'],
      ['भुक्तानी माध्यम', 'eSewa'],
      ['सन्दर्भ नम्बर', '000AWEO'],
    ]);
    expect(itemRows()).toEqual([
      ['शीर्षक', 'महिना', 'रकम'],
      ['शिक्षण शुल्क', 'भदौ २०८२', 'रु. ४,५००.००'],
      ['छात्रावास शुल्क', 'भदौ २०८२', 'रु. ५,०००.००'],
    ]);
    expect(screen.getByRole('button', { name: 'रसिद प्रिन्ट गर्नुहोस्' })).toBeInTheDocument();
  });

  it('shows the part kept as credit, and the paisa in words', () => {
    const { container } = renderIn('en', {
      ...sampleReceipt,
      items: [{ item: 'Tuition', month: '2082-05', amountPaisa: 4_500_00 }],
      creditPaisa: 5_000_50,
      amountPaisa: 9_500_50,
    });
    expect(rows(container)).toContainEqual(['Kept as credit', 'Rs. 5,000.50']);
    expect(rows(container)).toContainEqual(['In words', 'Rupees nine thousand five hundred and fifty paisa only']);
    expect(screen.getByText(/kept as the student's credit/)).toBeInTheDocument();
  });

  it('leaves out what a free-amount or office payment has none of: student ID, class, roll, payer, items, reference, PAN', () => {
    const { container } = renderIn('en', {
      ...sampleReceipt,
      studentId: null,
      className: null,
      roll: null,
      payerName: null,
      items: [],
      reference: null,
      schoolPan: null,
      method: 'cash',
    });
    const labels = rows(container).map(([label]) => label);
    for (const absent of ['Student ID', 'Class', 'Roll number', 'Paid by', 'Reference']) {
      expect(labels).not.toContain(absent);
    }
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByText(/^PAN/)).not.toBeInTheDocument();
    expect(rows(container)).toContainEqual(['Payment method', 'Cash']);
  });

  it('names each way of paying, in both languages', () => {
    const methods = { esewa: 'eSewa', khalti: 'Khalti', cash: 'नगद', bank: 'बैंक जम्मा', cheque: 'चेक' } as const;
    for (const [method, name] of Object.entries(methods)) {
      const { container, unmount } = renderIn('ne', { ...sampleReceipt, method: method as keyof typeof methods });
      expect(rows(container)).toContainEqual(['भुक्तानी माध्यम', name]);
      unmount();
    }
  });

  it('shows an item the school named itself as it is, and a class outside the list as it came', () => {
    const { container } = renderIn('ne', {
      ...sampleReceipt,
      className: 'Class 7 (old)',
      items: [{ item: 'Picnic', month: '2082-08', amountPaisa: 500_00 }],
      amountPaisa: 500_00,
    });
    expect(itemRows()[1]).toEqual(['Picnic', 'मंसिर २०८२', 'रु. ५००.००']);
    expect(rows(container)).toContainEqual(['कक्षा', 'Class 7 (old)']);
  });

  it('never shows a date of birth, even if an answer carried one', () => {
    const withBirthDate = { ...sampleReceipt, dob: '2015-04-14', dobBs: '2072-01-01' } as PaymentReceipt;
    const { container } = renderIn('en', withBirthDate);
    expect(container.textContent).not.toMatch(/2015|2072|birth/i);
  });
});
