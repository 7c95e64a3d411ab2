/** Sends a checked application to office-service: POST /api/admissions, multipart, with the upload's progress. */
import { admissionTextFields } from '@school/contracts/admission-checks';
import { admissionSending } from '../../content/admission';
import { postMultipart } from '../../lib/api';
import { outcomeOf, type OutcomeOptions, type SendFailureWords, type SendOutcome } from '../../lib/sendOutcome';
import type { AdmissionValues } from './admissionChecks';

export const admissionsPath = '/api/admissions';

/** The multipart body under the names office-service reads; `photo` is the file to send (perhaps scaled). */
export function admissionFormData(values: AdmissionValues, photo: File, honeypot: string): FormData {
  const body = new FormData();
  for (const field of admissionTextFields) body.append(field, values[field]);
  if (honeypot) body.append('website', honeypot);
  body.append('photo', photo, photo.name);
  const certificate = values.birthCertificate!;
  body.append('birthCertificate', certificate, certificate.name);
  return body;
}

/**
 * Sends the application and says how it went, in `words` (the page's language). On a page in another language
 * than the office's English, `preferOwnWords`: the form's words, never the office's message.
 */
export async function sendAdmission(
  values: AdmissionValues,
  photo: File,
  honeypot: string,
  onProgress: (fraction: number) => void,
  words: SendFailureWords = admissionSending,
  options: OutcomeOptions = {},
): Promise<SendOutcome> {
  const result = await postMultipart<{ reference?: unknown }>(
    admissionsPath,
    admissionFormData(values, photo, honeypot),
    onProgress,
  );
  return outcomeOf(result, words, options);
}
