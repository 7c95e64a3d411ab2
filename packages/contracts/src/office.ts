/**
 * office-service: POST /api/messages (the contact form). The rules behind the fields are contactChecks.ts's,
 * shared with the site's form; the schema here only fixes the request's shape.
 */
import { Type, type Static } from 'typebox';
import { siteLanguages } from './languages.js';

/**
 * POST /api/messages body. Every field is sent, empty when the parent left it blank (phone or email may be
 * empty, not both). `website` is the honeypot: a field people never see, left empty by them and filled by bots.
 * `language` is the page's ('en' when left out): the parent's confirmation email is in it. Lengths here are only a
 * ceiling; the rules and their words are checkContact's.
 */
export const NewMessageRequest = Type.Object(
  {
    name: Type.String({ maxLength: 2000 }),
    phone: Type.String({ maxLength: 2000 }),
    email: Type.String({ maxLength: 2000 }),
    message: Type.String({ maxLength: 8000 }),
    agreed: Type.Boolean(),
    website: Type.Optional(Type.String({ maxLength: 2000 })),
    language: Type.Optional(Type.Enum(siteLanguages)),
  },
  { additionalProperties: false },
);
export type NewMessageRequest = Static<typeof NewMessageRequest>;

/**
 * The office's reference for what a parent sent, to quote on the phone: a letter for the kind (M: a message,
 * A: an admission application), a hyphen and five characters from an alphabet without look-alikes (no 0/O,
 * 1/I/L, U), e.g. M-7K3Q9.
 */
export const referencePattern = '^[MA]-[2-9A-HJKMNP-TV-Z]{5}$';

/** POST /api/messages and /api/admissions answer 201: what the parent sent is kept and mailed to the school. */
export const MessageAcceptedAnswer = Type.Object({ reference: Type.String({ pattern: referencePattern }) });
export type MessageAcceptedAnswer = Static<typeof MessageAcceptedAnswer>;

/**
 * 400 answer of a form that failed the shared rules: a summary sentence, and each field's own message under its
 * name (the same words the site's form shows beside that field).
 */
/**
 * Why a file was refused, as a code beside its message, so that a page in another language than the office's
 * English can say it in its own words: none chosen, not a kind the field takes (judged by its bytes), over the size
 * limit, or sent twice.
 */
export const fileRefusalReasons = ['missing', 'wrong-kind', 'too-large', 'twice'] as const;
export type FileRefusalReason = (typeof fileRefusalReasons)[number];

export const FieldErrorsAnswer = Type.Object({
  message: Type.String(),
  /** Absent when the request's shape was wrong (a missing field, a number for text): `message` says so. */
  fields: Type.Optional(Type.Record(Type.String(), Type.String())),
  /** Each refused file's reason (its message is in `fields`); text fields have none: the form's own checks match. */
  reasons: Type.Optional(Type.Record(Type.String(), Type.Enum(fileRefusalReasons))),
});
export type FieldErrorsAnswer = Static<typeof FieldErrorsAnswer>;
