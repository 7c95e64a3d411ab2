import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ageInYears,
  admissionCheckMessages,
  admissionTextFields,
  checkAdmissionFields,
  isOutsideClassAges,
  isRealIsoDate,
  parentPossessive,
  type AdmissionCheckWords,
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

  describe("in another language's words", () => {
    // A page in Nepali gives its own words; the rules are the same.
    const possessives: Record<string, string> = {
      Father: 'बुबाको',
      Stepfather: 'सौतेनी बुबाको',
      Guardian: 'अभिभावकको',
      Mother: 'आमाको',
      Stepmother: 'सौतेनी आमाको',
    };
    const nepali: AdmissionCheckWords = {
      required: 'आवश्यक छ',
      firstNameRequired: (whose) => `${whose} नाम आवश्यक छ`,
      phoneRequired: (whose) => `${whose} फोन नम्बर आवश्यक छ`,
      dobInFuture: 'जन्म मिति भविष्यको हुन सक्दैन',
      dobInvalid: 'साँचो मिति लेख्नुहोस्',
      emailInvalid: 'सही इमेल ठेगाना लेख्नुहोस्',
      phoneInvalid: 'सही फोन नम्बर लेख्नुहोस्',
      whose: { of: (relation) => possessives[relation] ?? relation, secondGuardian: 'दोस्रो अभिभावकको' },
    };

    it('writes every message in them', () => {
      expect(
        checkAdmissionFields(
          { ...good, lastName: '', dob: '2019-02-30', fatherFirstName: '', motherPhone: '12', motherEmail: 'x@' },
          '2026-11-24',
          nepali,
        ),
      ).toEqual({
        lastName: 'आवश्यक छ',
        dob: 'साँचो मिति लेख्नुहोस्',
        fatherFirstName: 'बुबाको नाम आवश्यक छ',
        motherPhone: 'सही फोन नम्बर लेख्नुहोस्',
        motherEmail: 'सही इमेल ठेगाना लेख्नुहोस्',
      });
      expect(checkAdmissionFields({ ...good, dob: '2026-11-25', motherPhone: '' }, '2026-11-24', nepali)).toEqual({
        dob: 'जन्म मिति भविष्यको हुन सक्दैन',
        motherPhone: 'आमाको फोन नम्बर आवश्यक छ',
      });
    });

    it('names whose fields they are by the relation chosen, and the second guardian', () => {
      const errors = checkAdmissionFields(
        { ...good, fatherRelation: 'Guardian', fatherFirstName: '', motherRelation: 'Guardian', motherFirstName: '' },
        '2026-11-24',
        nepali,
      );
      expect(errors).toEqual({
        fatherFirstName: 'अभिभावकको नाम आवश्यक छ',
        motherFirstName: 'दोस्रो अभिभावकको नाम आवश्यक छ',
      });
      expect(parentPossessive('mother', { mother: 'Stepmother' }, nepali.whose)).toBe('सौतेनी आमाको');
      expect(parentPossessive('father', { father: 'Uncle' }, nepali.whose)).toBe('बुबाको');
      expect(parentPossessive('mother', { father: 'Guardian', mother: 'Guardian' }, nepali.whose)).toBe(
        'दोस्रो अभिभावकको',
      );
    });

    it('leaves the English words, which office-service answers with, as they were', () => {
      expect(checkAdmissionFields({ ...good, fatherFirstName: '' }, '2026-11-24')).toEqual({
        fatherFirstName: "Father's first name is required",
      });
      expect(parentPossessive('mother', { mother: 'Stepmother' })).toBe("Stepmother's");
    });
  });

  it("counts a child's age in whole years, a year more on each birthday", () => {
    expect(ageInYears('2019-04-15', '2025-04-14')).toBe(5);
    expect(ageInYears('2019-04-15', '2025-04-15')).toBe(6);
    expect(ageInYears('2020-02-29', '2025-02-28')).toBe(4);
    expect(ageInYears('2020-02-29', '2025-03-01')).toBe(5);
    expect(isOutsideClassAges('2019-04-15', '2025-09-17', { from: 2, to: 4 })).toBe(true);
    expect(isOutsideClassAges('2019-04-15', '2025-09-17', { from: 5, to: 7 })).toBe(false);
    expect(isOutsideClassAges('2019-04-15', '2025-09-17', undefined)).toBe(false);
    expect(isOutsideClassAges('2019-02-30', '2025-09-17', { from: 2, to: 4 })).toBe(false);
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
