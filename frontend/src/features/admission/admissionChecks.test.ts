import * as bikramSambat from '@school/contracts/bikram-sambat';
import { describe, expect, it } from 'vitest';
import { admissionMessages } from '../../content/admission';
import { checkAdmission, emptyAdmission, outsideClassAges, type AdmissionValues } from './admissionChecks';

const today = '2025-09-17';

const valid: AdmissionValues = {
  ...emptyAdmission,
  firstName: 'Aarav',
  lastName: 'Yadav',
  gender: 'Male',
  dobCalendar: 'ad',
  dob: '2019-04-15',
  classApplied: 'Grade 1',
  fatherFirstName: 'Sunil',
  fatherPhone: '9812345678',
  motherFirstName: 'Rekha',
  motherPhone: '041-590123',
};

describe('checkAdmission', () => {
  it('passes a complete application', () => {
    expect(checkAdmission(valid, today)).toEqual({});
  });

  it("gives every required field the spec's message when the form is empty", () => {
    expect(checkAdmission(emptyAdmission, today)).toEqual({
      firstName: 'Required',
      lastName: 'Required',
      gender: 'Required',
      dob: 'Required',
      classApplied: 'Required',
      fatherFirstName: "Father's first name is required",
      fatherPhone: "Father's phone is required",
      motherFirstName: "Mother's first name is required",
      motherPhone: "Mother's phone is required",
    });
  });

  it('treats names of spaces only as missing', () => {
    const errors = checkAdmission({ ...valid, firstName: '  ', motherFirstName: ' ' }, today);
    expect(errors).toEqual({ firstName: 'Required', motherFirstName: "Mother's first name is required" });
  });

  it('refuses a date of birth in the future, accepts today', () => {
    expect(checkAdmission({ ...valid, dob: '2025-09-18' }, today)).toEqual({ dob: admissionMessages.dobInFuture });
    expect(checkAdmission({ ...valid, dob: today, ageConfirmed: true }, today)).toEqual({});
  });

  it('refuses a date that does not exist', () => {
    expect(checkAdmission({ ...valid, dob: '2019-02-30' }, today)).toEqual({ dob: admissionMessages.dobInvalid });
  });

  it("asks the parent to confirm a date of birth outside the class's ages (school.yml), and takes it confirmed", () => {
    // Nursery takes children of 2 to 4; born 15 April 2019, the child is 6 on 17 September 2025.
    const nursery = { ...valid, classApplied: 'Nursery' };
    expect(outsideClassAges(nursery, today, undefined)).toEqual({ ages: { from: 2, to: 4 }, age: 6 });
    expect(checkAdmission(nursery, today)).toEqual({ ageConfirmed: admissionMessages.ageConfirmRequired });
    expect(checkAdmission({ ...nursery, ageConfirmed: true }, today)).toEqual({});
    // The day before the fifth birthday, Nursery's ages end at 4; Grade 1 begins at 5.
    expect(outsideClassAges({ ...nursery, dob: '2020-09-18' }, today, undefined)).toBeUndefined();
    expect(outsideClassAges({ ...valid, dob: '2020-09-17' }, today, undefined)).toBeUndefined();
    expect(outsideClassAges({ ...valid, dob: '2020-09-18' }, today, undefined)).toEqual({
      ages: { from: 5, to: 7 },
      age: 4,
    });
  });

  describe('a date of birth entered in B.S.', () => {
    // Grade 4 takes children of 8 to 10 (school.yml): 2073-05-12 B.S. is a child of 9 on the test's day.
    const inBs = (dobBs: string, dob = '') => ({
      ...valid,
      classApplied: 'Grade 4',
      dobCalendar: 'bs' as const,
      dobBs,
      dob,
    });

    it('checks the A.D. date the calendar gives it, whatever was converted while typing', () => {
      expect(checkAdmission(inBs('2073-05-12', ''), today, bikramSambat)).toEqual({});
      expect(checkAdmission(inBs('2082-06-02'), today, bikramSambat)).toEqual({ dob: admissionMessages.dobInFuture });
      expect(checkAdmission(inBs(''), today, bikramSambat)).toEqual({ dob: 'Required' });
    });

    it("refuses a date the calendar refuses, with the calendar's message", () => {
      expect(checkAdmission(inBs('2073-02-33'), today, bikramSambat)).toEqual({
        dob: 'Jestha 2073 has 32 days, so 2073-02-33 B.S. is not a date.',
      });
      expect(checkAdmission(inBs('1990-01-32'), today, bikramSambat).dob).toMatch(/outside the calendar table/);
      expect(checkAdmission(inBs('2019-08-28'), today, bikramSambat).dob).toBe(
        'This looks like an A.D. date: choose A.D., or type the date in B.S.',
      );
    });

    it('is not judged before the calendar has arrived, and takes the A.D. date converted while typing', () => {
      expect(checkAdmission(inBs('2073-02-33'), today)).toEqual({});
      expect(checkAdmission(inBs('2082-06-02', '2025-09-18'), today)).toEqual({ dob: admissionMessages.dobInFuture });
    });
  });

  it("checks each parent's email when given", () => {
    const errors = checkAdmission({ ...valid, fatherEmail: 'sunil@', motherEmail: 'rekha@example.com' }, today);
    expect(errors).toEqual({ fatherEmail: admissionMessages.emailInvalid });
  });

  it("checks each parent's phone number", () => {
    const errors = checkAdmission({ ...valid, fatherPhone: '98-12', motherPhone: 'call me' }, today);
    expect(errors).toEqual({
      fatherPhone: admissionMessages.phoneInvalid,
      motherPhone: admissionMessages.phoneInvalid,
    });
  });

  it('checks the chosen files', () => {
    const photo = new File(['%PDF'], 'photo.pdf', { type: 'application/pdf' });
    const birthCertificate = new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' });
    expect(checkAdmission({ ...valid, photo, birthCertificate }, today)).toEqual({
      photo: admissionMessages.photoNotImage('photo.pdf'),
      birthCertificate: admissionMessages.certificateWrongType('setup.exe'),
    });
  });
});
