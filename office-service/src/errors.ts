/**
 * office-service's words for the errors the service kit answers as {"message"}: each says what a parent can do
 * about it.
 */
import type { ErrorMessages, SchemaIssue } from '@school/service-kit';

export const messages = {
  rateLimited: 'You have sent several messages in a short time. Please wait an hour and try again, or call the school.',
  notFound: 'There is nothing at this address.',
  notJson: 'Send the message as JSON (Content-Type: application/json).',
  tooLarge: 'That request is too large. A message can be at most 1,500 characters.',
  badJson: 'Send the message as a JSON object with name, phone, email, message and agreed.',
  fieldsSummary: 'Some details need attention. Please correct the fields with a message below them.',
  // A message's or an application's `language`, the page's.
  unknownLanguage: 'The language of the page must be en or ne.',
  // An application's mark that the parent confirmed a date of birth outside the class's ages.
  ageConfirmed: "ageConfirmed may only be 'yes', or left out.",
} as const;

const fieldLabels: Record<string, string> = {
  name: 'name',
  phone: 'contact number',
  email: 'email address',
  message: 'message',
  agreed: 'agreement to the privacy policy',
  website: 'website',
  language: 'language of the page',
};

/** A schema failure (a missing field, a wrong type, an unknown field) in plain words, naming the field. */
export function describeSchemaError(issue: SchemaIssue | undefined): string {
  if (!issue) return messages.badJson;
  const field =
    issue.keyword === 'required' || issue.keyword === 'additionalProperties'
      ? String(issue.params.missingProperty ?? issue.params.additionalProperty ?? '')
      : issue.instancePath.replace(/^\//, '');
  const label = fieldLabels[field];
  if (issue.keyword === 'required') return label ? `The ${label} is missing from the request.` : messages.badJson;
  if (issue.keyword === 'additionalProperties') return `The request has a field the form does not have: ${field}.`;
  if (issue.keyword === 'maxLength') return label ? `The ${label} is far too long.` : messages.badJson;
  if (field === 'language') return messages.unknownLanguage;
  if (label) return field === 'agreed' ? 'The agreement must be true or false.' : `The ${label} must be text.`;
  return messages.badJson;
}

export const errorMessages: ErrorMessages = {
  rateLimited: messages.rateLimited,
  notFound: messages.notFound,
  describeValidation: (issues) => describeSchemaError(issues[0]),
  byCode: {
    FST_ERR_CTP_INVALID_MEDIA_TYPE: messages.notJson,
    FST_ERR_CTP_BODY_TOO_LARGE: messages.tooLarge,
    FST_ERR_CTP_INVALID_JSON_BODY: messages.badJson,
    FST_ERR_CTP_EMPTY_JSON_BODY: messages.badJson,
  },
};
