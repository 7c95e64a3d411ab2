/** Sends a checked application to office-service: POST /api/admissions, multipart, with the upload's progress. */
import { admissionTextFields } from '@school/contracts/admission-checks';
import { admissionSending } from '../../content/admission';
import { postMultipart } from '../../lib/api';
import type { Language } from '../../lib/paths';
import { outcomeOf, type SendFailureWords, type SendOutcome } from '../../lib/sendOutcome';
import type { AdmissionValues } from './admissionChecks';

export const admissionsPath = '/api/admissions';

/**
 * The multipart body under the names office-service reads; `photo` is the file to send (perhaps scaled). The page's
 * language goes with it when it is not English: the parents' confirmation email is written in it.
 */
export function admissionFormData(
  values: AdmissionValues,
  photo: File,
  honeypot: string,
  language: Language = 'en',
): FormData {
  const body = new FormData();
  for (const field of admissionTextFields) body.append(field, values[field]);
  if (honeypot) body.append('website', honeypot);
  if (language !== 'en') body.append('language', language);
  // The parent confirmed a date of birth outside the class's ages: the office sees the application marked.
  if (values.ageConfirmed) body.append('ageConfirmed', 'yes');
  body.append('photo', photo, photo.name);
  const certificate = values.birthCertificate!;
  body.append('birthCertificate', certificate, certificate.name);
  return body;
}

/**
 * Sends the application and says how it went, in `words` (the page's `language`). On a page in another language
 * than the office's English, `preferOwnWords`: the form's words, never the office's message.
 */
export async function sendAdmission(
  values: AdmissionValues,
  photo: File,
  honeypot: string,
  onProgress: (fraction: number) => void,
  words: SendFailureWords = admissionSending,
  language: Language = 'en',
): Promise<SendOutcome> {
  const result = await postMultipart<{ reference?: unknown }>(
    admissionsPath,
    admissionFormData(values, photo, honeypot, language),
    onProgress,
  );
  return outcomeOf(result, words, { preferOwnWords: language !== 'en' });
}
