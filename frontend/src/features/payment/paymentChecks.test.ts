import { describe, expect, it } from 'vitest';
import { paymentTexts } from '../../content/payment';
import { checkPaymentForm as checkWith, parseAmount, type PaymentFormValues } from './paymentChecks';

const checkPaymentForm = (values: PaymentFormValues) => checkWith(values, paymentTexts.en.validation);

const valid = { studentName: 'Sita Yadav', className: 'Grade 3', roll: '', parentName: 'Ram Yadav', amount: '1500' };

describe('the fee form checks', () => {
  it('accepts valid details and trims the names', () => {
    expect(
      checkPaymentForm({
        studentName: '  Sita Yadav ',
        className: 'Grade 3',
        roll: ' 07 ',
        parentName: 'Ram Yadav\t',
        amount: ' 1,500.50 ',
      }),
    ).toEqual({
      ok: true,
      request: { studentName: 'Sita Yadav', className: 'Grade 3', roll: 7, parentName: 'Ram Yadav', amount: 1500.5 },
    });
  });

  it('sends no roll number when none was typed', () => {
    expect(checkPaymentForm({ ...valid, roll: '  ' })).toEqual({
      ok: true,
      request: { studentName: 'Sita Yadav', className: 'Grade 3', parentName: 'Ram Yadav', amount: 1500 },
    });
  });

  it('names each field that is wrong', () => {
    expect(checkPaymentForm({ studentName: '   ', className: '', roll: '7.5', parentName: '', amount: '0' })).toEqual({
      ok: false,
      errors: {
        studentName: "Enter the student's name.",
        className: "Choose the student's class.",
        roll: 'Roll number must be a whole number from 1 to 9999, or left empty.',
        parentName: "Enter the parent's name.",
        amount: 'Enter an amount of at least Rs. 1, with at most two decimals.',
      },
    });
    expect(checkPaymentForm({ ...valid, parentName: 'x'.repeat(101) })).toEqual({
      ok: false,
      errors: { parentName: 'Use at most 100 characters.' },
    });
    expect(checkPaymentForm({ ...valid, className: 'Grade 7' })).toEqual({
      ok: false,
      errors: { className: "Choose the student's class." },
    });
  });

  it.each(['1', '1500', '99.9', '99.99', '5,000', '1,00,000', '100000'])('reads %s as an amount', (typed) => {
    expect(parseAmount(typed)).toBeGreaterThanOrEqual(1);
  });

  it.each(['', ' ', '0', '0.99', '-5', '1.005', 'abc', '1e3', '12,', 'Rs. 500', 'रु. ५००', '१२,'])(
    'refuses %j',
    (typed) => {
      expect(parseAmount(typed)).toBeUndefined();
    },
  );

  it('reads amounts and roll numbers typed with Devanagari digits, and sends them as numbers', async () => {
    expect(parseAmount('५०००')).toBe(5000);
    expect(parseAmount(' १,००,०००.५० ')).toBe(100000.5);
    expect(parseAmount('1५00')).toBe(1500);
    const nepali = await paymentTexts.load('ne');
    expect(checkWith({ ...valid, roll: '०७', amount: '१,५००.५०' }, nepali.validation)).toEqual({
      ok: true,
      request: { studentName: 'Sita Yadav', className: 'Grade 3', roll: 7, parentName: 'Ram Yadav', amount: 1500.5 },
    });
  });

  it("names what is wrong in the page's language", async () => {
    const nepali = await paymentTexts.load('ne');
    const check = checkWith(
      { studentName: '', className: '', roll: '०', parentName: ' ', amount: '०' },
      nepali.validation,
    );
    expect(check).toEqual({
      ok: false,
      errors: {
        studentName: 'विद्यार्थीको नाम लेख्नुहोस्।',
        className: 'विद्यार्थीको कक्षा छान्नुहोस्।',
        roll: 'रोल नम्बर १ देखि ९९९९ सम्मको पूर्ण सङ्ख्या हुनुपर्छ, नत्र खाली छोड्नुहोस्।',
        parentName: 'अभिभावकको नाम लेख्नुहोस्।',
        amount: 'कम्तीमा रु. १ को रकम लेख्नुहोस्, दशमलवपछि बढीमा दुई अङ्कसम्म।',
      },
    });
    expect(checkWith({ ...valid, studentName: 'x'.repeat(101) }, nepali.validation)).toEqual({
      ok: false,
      errors: { studentName: 'बढीमा १०० अक्षरसम्म लेख्नुहोस्।' },
    });
  });
});
