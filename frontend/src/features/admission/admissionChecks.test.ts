import { describe, expect, it } from 'vitest';
import { admissionMessages } from '../../content/admission';
import { checkAdmission, emptyAdmission, localIsoDate, type AdmissionValues } from './admissionChecks';

const today = '2025-09-17';

const valid: AdmissionValues = {
  ...emptyAdmission,
  firstName: 'Aarav',
  lastName: 'Yadav',
  gender: 'Male',
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
    expect(checkAdmission({ ...valid, dob: today }, today)).toEqual({});
  });

  it('refuses a date that does not exist', () => {
    expect(checkAdmission({ ...valid, dob: '2019-02-30' }, today)).toEqual({ dob: admissionMessages.dobInvalid });
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

describe('localIsoDate', () => {
  it("writes the visitor's local date as the date input does", () => {
    expect(localIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});
