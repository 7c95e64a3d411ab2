import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  admissionCheckMessages,
  admissionTextFields,
  checkAdmissionFields,
  isRealIsoDate,
  parentPossessive,
  type AdmissionTextValues,
} from './admissionChecks.js';

const good: AdmissionTextValues = {
  firstName: 'Asha',
  middleName: '',
  lastName: 'Sah',
  gender: 'Female',
  dob: '2019-04-15',
  classApplied: 'Grade 1',
  fatherRelation: 'Father',
  fatherFirstName: 'Ram',
  fatherLastName: '',
  fatherEmail: '',
  fatherPhone: '9812345678',
  fatherEducation: '',
  fatherAddress: '',
  motherRelation: 'Mother',
  motherFirstName: 'Sita',
  motherLastName: '',
  motherEmail: 'sita@example.com',
  motherPhone: '+977 41 590123',
  motherEducation: '',
  motherAddress: '',
};

describe('admission checks', () => {
  it('names every text field of the form once, as the form sends them', () => {
    expect(new Set(admissionTextFields).size).toBe(20);
    expect([...admissionTextFields].sort()).toEqual(Object.keys(good).sort());
  });

  it('passes a complete application', () => {
    expect(checkAdmissionFields(good, '2026-11-24')).toEqual({});
  });

  it('refuses each rule with its words', () => {
    expect(
      checkAdmissionFields(
        { ...good, firstName: ' ', dob: '2026-11-25', fatherFirstName: '', motherPhone: '', fatherEmail: 'x@' },
        '2026-11-24',
      ),
    ).toEqual({
      firstName: admissionCheckMessages.required,
      dob: admissionCheckMessages.dobInFuture,
      fatherFirstName: "Father's first name is required",
      motherPhone: "Mother's phone is required",
      fatherEmail: admissionCheckMessages.emailInvalid,
    });
  });

  it("names the guardian where one takes a parent's place, in the words of the form's labels", () => {
    const errors = checkAdmissionFields(
      { ...good, fatherRelation: 'Guardian', fatherFirstName: '', motherRelation: 'Stepmother', motherPhone: '' },
      '2026-11-24',
    );
    expect(errors).toEqual({
      fatherFirstName: "Guardian's first name is required",
      motherPhone: "Stepmother's phone is required",
    });
    expect(parentPossessive('mother', { father: 'Guardian', mother: 'Guardian' })).toBe("Second guardian's");
    expect(parentPossessive('father', { father: 'Uncle' })).toBe("Father's");
  });

  it('knows a real date from a made-up one', () => {
    expect(isRealIsoDate('2020-02-29')).toBe(true);
    expect(isRealIsoDate('2019-02-29')).toBe(false);
    expect(isRealIsoDate('15/04/2019')).toBe(false);
  });

  it('imports nothing but the contact checks, so the site can take it without the schemas', () => {
    const source = readFileSync(new URL('./admissionChecks.ts', import.meta.url), 'utf8');
    const imports = [...source.matchAll(/from '([^']+)'/g)].map((match) => match[1]);
    expect(imports).toEqual(['./contactChecks.js']);
  });
});
