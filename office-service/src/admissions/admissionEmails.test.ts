import { admissionTextFields, type AdmissionTextValues } from '@school/contracts/admission-checks';
import { describe, expect, it } from 'vitest';
import { admissionEmails } from './admissionEmails.js';

const details = {
  ...Object.fromEntries(admissionTextFields.map((field) => [field, ''])),
  firstName: 'Asha',
  lastName: 'Sah',
  dob: '2019-04-15',
  classApplied: 'Grade 1',
  fatherEmail: 'ram.parent@example.com',
} as AdmissionTextValues;

describe('admissionEmails', () => {
  it("gives the school the time received in Nepal time with its B.S. date, Nepal's next day after 18:15 UTC", () => {
    const [school] = admissionEmails({
      reference: 'A-7K3Q9',
      details,
      attachments: [],
      createdAt: new Date('2026-11-26T20:00:00Z'),
    });
    expect(school?.text).toContain('Received:\n2026-11-27 01:45 Nepal time (11 Mangsir 2083 B.S.)\n');
    expect(school?.html).toContain('2026-11-27 01:45 Nepal time (11 Mangsir 2083 B.S.)');
    expect(school?.text).not.toContain('2026-11-26');
  });
});
