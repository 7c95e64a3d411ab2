/**
 * POST /api/admissions (multipart/form-data) → 201 {reference}
 *
 * The admission form: its text fields under the form's names (contracts' admissionTextFields), the files `photo`
 * and `birthCertificate`, the honeypot `website` (see postMessage.ts for why a filled honeypot gets a 201), and
 * `language`, the page's ('en' or 'ne', 'en' when left out), in which the parents' confirmation is written.
 * The text fields pass the form's own rules (contracts' checkAdmissionFields) and the service kit's rule for
 * names and texts; the files are checked by content. A refusal is 400 {message, fields} with one message per
 * field. Files stream to disk (admissions/admissionUpload.ts); an upload that stalls is cut off with 408.
 * The application, its files and its emails are stored together (admissions/admissionStore.ts).
 */
import multipart from '@fastify/multipart';
import {
  admissionClasses,
  admissionTextFields,
  checkAdmissionFields,
  educationLevels,
  genders,
  parentFieldKey,
  parentRelations,
  parentRoles,
  type AdmissionFieldErrors,
  type AdmissionTextValues,
} from '@school/contracts/admission-checks';
import { contactLimits, phoneAsKept } from '@school/contracts/contact-checks';
import { isSiteLanguage } from '@school/contracts/languages';
import { checkName, checkText, HttpError } from '@school/service-kit';
import { FieldErrorsAnswer, MessageAcceptedAnswer, type FileRefusalReason } from '@school/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  acceptedKind,
  admissionFileFields,
  fileMessages,
  type AdmissionFileField,
} from '../admissions/admissionFiles.js';
import type { AdmissionStore, CheckedFile } from '../admissions/admissionStore.js';
import { discard, readUpload, UploadRefused, type Upload, type UploadLimits } from '../admissions/admissionUpload.js';
import { messages } from '../errors.js';
import { newReference } from '../messages/reference.js';

export interface PostAdmissionRouteOptions {
  store: AdmissionStore;
  filesPath: string;
  limits: UploadLimits;
  admissionsPerHour: number;
  /** Called after an application is stored: its emails are waiting. */
  queued: () => void;
  now: () => Date;
}

export const admissionMessages = {
  stalled:
    'The upload stopped arriving, so it was cut off. Please check your connection and send the form again; ' +
    'everything you filled in is still there.',
  rateLimited:
    'Several applications have come from your connection in a short time. Please wait an hour and try again, ' +
    'or call the school.',
  tooSlow: 'The upload took too long and was cut off. Please try again on a better connection, or with smaller files.',
  malformed: 'The application did not arrive as the form sends it. Please send the form again.',
  notAnOption: 'Please choose one of the options',
  tooLong: (max: number) => `Please shorten this to ${max} characters or fewer`,
} as const;

const addressMaxLength = 500;

/** Names by field, as the server's own refusals call them. */
const nameLabels: Partial<Record<keyof AdmissionTextValues, string>> = {
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  fatherFirstName: 'First name',
  fatherLastName: 'Last name',
  motherFirstName: 'First name',
  motherLastName: 'Last name',
};

/** Today in the earliest time zone (UTC+14): a date of birth the parent's own calendar allows is never refused. */
const latestToday = (now: Date) => new Date(now.getTime() + 14 * 60 * 60_000).toISOString().slice(0, 10);

/** The form's rules, then what only the server can check (options, lengths, characters). Values come back trimmed. */
function checkDetails(values: AdmissionTextValues, now: Date): AdmissionFieldErrors {
  const errors = checkAdmissionFields(values, latestToday(now));
  const refuse = (field: keyof AdmissionTextValues, message: string) => {
    errors[field] ??= message;
  };
  const oneOf = (field: keyof AdmissionTextValues, options: readonly string[]) => {
    if (values[field] && !options.includes(values[field])) refuse(field, admissionMessages.notAnOption);
  };
  oneOf('gender', genders);
  oneOf('classApplied', admissionClasses);
  for (const role of parentRoles) {
    oneOf(parentFieldKey(role, 'relation'), parentRelations[role]);
    oneOf(parentFieldKey(role, 'education'), educationLevels);
    const email = parentFieldKey(role, 'email');
    if (values[email].length > contactLimits.emailMaxLength) refuse(email, admissionMessages.tooLong(254));
    const phone = parentFieldKey(role, 'phone');
    if (values[phone].length > contactLimits.phoneMaxLength) refuse(phone, admissionMessages.tooLong(30));
    values[phone] = phoneAsKept(values[phone]);
    const address = parentFieldKey(role, 'address');
    const text = checkText(values[address], 'The address');
    if (!text.ok) refuse(address, text.message);
    if (values[address].length > addressMaxLength) refuse(address, admissionMessages.tooLong(addressMaxLength));
  }
  for (const [field, label] of Object.entries(nameLabels) as [keyof AdmissionTextValues, string][]) {
    const name = checkName(values[field], label);
    if (!name.ok) refuse(field, name.message);
    else values[field] = name.value;
    if (values[field].length > contactLimits.nameMaxLength) {
      refuse(field, admissionMessages.tooLong(contactLimits.nameMaxLength));
    }
  }
  return errors;
}

async function checkFiles(
  upload: Upload,
  errors: Record<string, string>,
  reasons: Record<string, FileRefusalReason>,
): Promise<Partial<Record<AdmissionFileField, CheckedFile>>> {
  const checked: Partial<Record<AdmissionFileField, CheckedFile>> = {};
  for (const field of admissionFileFields) {
    const file = upload.files[field];
    if (!file || file.size === 0) {
      errors[field] = fileMessages.missing[field];
      reasons[field] = 'missing';
      continue;
    }
    const kind = await acceptedKind(field, file.tempPath);
    if (kind) checked[field] = { tempPath: file.tempPath, kind };
    else {
      errors[field] = fileMessages.wrongKind[field](file.fileName);
      reasons[field] = 'wrong-kind';
    }
  }
  return checked;
}

type Answer = { status: 201; body: { reference: string } } | { status: 400; body: FieldErrorsAnswer };

/** Checks and stores a read upload; answers what to send. */
async function handleUpload(
  upload: Upload,
  request: FastifyRequest,
  options: PostAdmissionRouteOptions,
): Promise<Answer> {
  if (upload.fields.website) {
    request.log.info({ honeypot: true }, 'application ignored: the hidden field was filled');
    return { status: 201, body: { reference: newReference('A') } };
  }
  const known = new Set<string>([...admissionTextFields, 'website', 'language', 'ageConfirmed']);
  const unknown = Object.keys(upload.fields).find((name) => !known.has(name));
  if (unknown) return { status: 400, body: { message: `The request has a field the form does not have: ${unknown}.` } };
  const values = Object.fromEntries(
    admissionTextFields.map((field) => [field, (upload.fields[field] ?? '').trim()]),
  ) as AdmissionTextValues;
  // The page's language, for the parents' confirmation only ('en' when left out).
  const language = upload.fields.language ?? 'en';
  if (!isSiteLanguage(language)) return { status: 400, body: { message: messages.unknownLanguage } };
  // The parent confirmed a date of birth outside the ages the school set for the class (the form asks): the office
  // sees the application marked. The ages are the site's content (school.yml), which the form judges by.
  const ageConfirmed = upload.fields.ageConfirmed;
  if (ageConfirmed !== undefined && ageConfirmed !== 'yes') {
    return { status: 400, body: { message: messages.ageConfirmed } };
  }
  const errors: Record<string, string> = { ...checkDetails(values, options.now()) };
  const reasons: Record<string, FileRefusalReason> = {};
  const files = await checkFiles(upload, errors, reasons);
  if (Object.keys(errors).length > 0 || !files.photo || !files.birthCertificate) {
    const withReasons = Object.keys(reasons).length > 0 ? { reasons } : {};
    return { status: 400, body: { message: messages.fieldsSummary, fields: errors, ...withReasons } };
  }
  const reference = options.store.add(
    {
      details: { ...values, ...(ageConfirmed ? { ageOutsideClass: true } : {}) },
      photo: files.photo,
      birthCertificate: files.birthCertificate,
      language,
    },
    options.now(),
  );
  // The reference only: what a parent sent never reaches the logs.
  request.log.info({ reference }, 'application stored');
  options.queued();
  return { status: 201, body: { reference } };
}

export const postAdmissionRoute: FastifyPluginAsync<PostAdmissionRouteOptions> = async (app, options) => {
  // Registered here, so multipart bodies are taken by this route only.
  await app.register(multipart);
  const incoming = join(options.filesPath, '.incoming');
  // Uploads a crash (kill -9, power cut) cut short: no request owns them any more. One service per files folder.
  await rm(incoming, { recursive: true, force: true });

  app.post(
    '/api/admissions',
    {
      schema: { response: { 201: MessageAcceptedAnswer, 400: FieldErrorsAnswer, 408: FieldErrorsAnswer } },
      config: {
        rateLimit: {
          max: options.admissionsPerHour,
          timeWindow: 60 * 60_000,
          // The kit answers an HttpError with its own words (the service's default speaks of messages).
          errorResponseBuilder: () => new HttpError(429, admissionMessages.rateLimited),
        },
      },
    },
    async (request, reply) => {
      let upload: Upload | undefined;
      try {
        options.store.assertRoomToWrite();
        upload = await readUpload(request, incoming, options.limits, admissionMessages);
      } catch (error) {
        // The body may be half read: the connection closes after this answer rather than be read to its end.
        void reply.header('connection', 'close');
        if (!(error instanceof UploadRefused)) throw error;
        if (error.statusCode === 408) request.log.info({ upload: 'cut off' }, 'admission upload cut off');
        return reply.code(error.statusCode).send({
          message: error.message,
          ...(error.fields ? { fields: error.fields } : {}),
          ...(error.reasons ? { reasons: error.reasons } : {}),
        });
      }
      const { status, body } = await handleUpload(upload, request, options).finally(
        // Whatever was not moved into an application's folder (a refusal, a failure) is removed before the answer.
        () => discard(upload),
      );
      return reply.code(status).send(body);
    },
  );
};
