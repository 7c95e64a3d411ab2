import { admissionTextFields } from '@school/contracts/admission-checks';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { admissionSending } from '../../content/admission';
import { stubXhr } from '../../test/fakeXhr';
import { emptyAdmission, type AdmissionValues } from './admissionChecks';
import { admissionFormData, sendAdmission } from './sendAdmission';

afterEach(() => vi.unstubAllGlobals());

const photo = new File(['jpeg'], 'aarav.jpg', { type: 'image/jpeg' });
const certificate = new File(['%PDF-1.4'], 'birth.pdf', { type: 'application/pdf' });
const values: AdmissionValues = {
  ...emptyAdmission,
  firstName: 'Aarav',
  lastName: 'Yadav',
  fatherFirstName: 'Sunil',
  photo: new File(['original'], 'IMG_2041.png', { type: 'image/png' }),
  birthCertificate: certificate,
};

describe('admissionFormData', () => {
  it("carries every text field under office-service's names, the photo given and the certificate", () => {
    const body = admissionFormData(values, photo, '');
    expect([...body.keys()]).toEqual([...admissionTextFields, 'photo', 'birthCertificate']);
    expect(body.get('firstName')).toBe('Aarav');
    expect(body.get('fatherRelation')).toBe('Father');
    expect((body.get('photo') as File).name).toBe('aarav.jpg');
    expect((body.get('birthCertificate') as File).name).toBe('birth.pdf');
    expect(body.has('website')).toBe(false);
  });

  it('carries the hidden field only when something filled it', () => {
    expect(admissionFormData(values, photo, 'http://spam.example').get('website')).toBe('http://spam.example');
  });

  it("carries the page's language when it is not English, for the parents' confirmation", () => {
    expect(admissionFormData(values, photo, '', 'ne').get('language')).toBe('ne');
    expect(admissionFormData(values, photo, '', 'en').has('language')).toBe(false);
  });
});

describe('sendAdmission', () => {
  it('posts to /api/admissions and answers the reference', async () => {
    const xhr = stubXhr();
    const sent = sendAdmission(values, photo, '', () => {});
    expect(xhr.requests[0]!.url).toBe('/api/admissions');
    xhr.requests[0]!.respond(201, { reference: 'A-7K3Q9' });
    expect(await sent).toEqual({ sent: true, reference: 'A-7K3Q9' });
  });

  it('says the device is offline when nothing answers', async () => {
    const xhr = stubXhr();
    const sent = sendAdmission(values, photo, '', () => {});
    xhr.requests[0]!.fail();
    expect(await sent).toEqual({ sent: false, message: admissionSending.offline });
  });
});
