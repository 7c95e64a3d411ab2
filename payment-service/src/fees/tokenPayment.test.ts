import { describe, expect, it } from 'vitest';
import {
  duesInWords,
  esewaRupees,
  inquiryProperties,
  paisaOfEsewaAmount,
  studentInitial,
  tokenPaymentId,
} from './tokenPayment.js';

describe("eSewa token payment's answers", () => {
  it('writes paisa as eSewa amounts in rupees', () => {
    expect(esewaRupees(350_000)).toBe(3500);
    expect(esewaRupees(350_050)).toBe(3500.5);
    expect(esewaRupees(845_005)).toBe(8450.05);
    expect(esewaRupees(0)).toBe(0);
  });

  it("reads eSewa's amounts, as numbers or text, to exact paisa, and refuses a third decimal or a negative", () => {
    expect(paisaOfEsewaAmount(3500)).toBe(350_000);
    expect(paisaOfEsewaAmount(0.29)).toBe(29);
    expect(paisaOfEsewaAmount('3,500.50')).toBe(350_050);
    expect(paisaOfEsewaAmount('3500.0')).toBe(350_000);
    expect(paisaOfEsewaAmount(30.055)).toBeUndefined();
    expect(paisaOfEsewaAmount('30.055')).toBeUndefined();
    expect(paisaOfEsewaAmount(-1)).toBeUndefined();
  });

  it("shows only the first letter of the child's first name, in any script", () => {
    expect(studentInitial('Aarav Kumar Yadav')).toBe('A.');
    expect(studentInitial('  sita sah ')).toBe('s.');
    expect(studentInitial('सीता साह')).toBe('स.');
  });

  it('names the months the dues are of, oldest first, each once', () => {
    expect(duesInWords(['2082-08', '2082-07', '2082-08', '2082-09'])).toBe('3 months from Kartik 2082 to Poush 2082');
    expect(duesInWords(['2082-08'])).toBe('1 month from Mangsir 2082 to Mangsir 2082');
    expect(
      inquiryProperties({ name: 'Gita Thapa', className: 'UKG' }, [{ month: '2082-12' }, { month: '2083-01' }]),
    ).toEqual({ student: 'G.', class: 'UKG', dues: '2 months from Chaitra 2082 to Baisakh 2083' });
  });

  it("derives the payment's id from eSewa's transaction code", () => {
    expect(tokenPaymentId('000AB12')).toBe('esewa-app-000AB12');
  });
});
