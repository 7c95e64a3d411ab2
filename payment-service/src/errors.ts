/**
 * payment-service's words for the errors the service kit answers as {"message"}: schema failures name the
 * field the parent can fix, every problem at once.
 */
import { feeStudentMessages } from '@school/contracts';
import type { ErrorMessages, SchemaIssue } from '@school/service-kit';

/** Human-readable field names for the messages. */
const fieldLabels: Record<string, string> = {
  studentName: 'Student name',
  className: 'Class',
  roll: 'Roll number',
  parentName: 'Parent name',
  amount: 'Amount',
  transactionId: 'Transaction ID',
  language: 'Language',
  studentId: 'Student ID',
  dob: 'Date of birth',
  throughMonth: 'Month',
  email: 'Email',
  product_id: 'product_id',
  status: 'status',
  data: 'data',
};

function describeIssue(issue: SchemaIssue): string {
  const field = issue.instancePath.replace(/^\//, '');
  const label = fieldLabels[field] ?? (field || 'The request body');
  // The child's details have the form's own words (@school/contracts/fee-student), whatever is wrong with them.
  if (field === 'className') return feeStudentMessages.classUnknown;
  if (field === 'roll') return feeStudentMessages.roll;
  switch (issue.keyword) {
    case 'required':
      return `${fieldLabels[String(issue.params.missingProperty)] ?? String(issue.params.missingProperty)} is required.`;
    case 'additionalProperties':
      // The field's name is not repeated: an error never echoes the request.
      return field ? `${label} has a field that is not accepted.` : 'The request has a field that is not accepted.';
    case 'type':
      return field ? `${label} must be a ${String(issue.params.type)}.` : 'The request body must be a JSON object.';
    case 'maxLength':
      return `${label} must be at most ${String(issue.params.limit)} characters.`;
    case 'minLength':
      return `${label} must not be empty.`;
    case 'enum':
      return `${label} must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}.`;
    case 'pattern':
      if (field === 'transactionId') return 'Transaction ID must look like txn_<time>_<random>.';
      if (field === 'dob') return 'Date of birth must be a date written year-month-day, such as 2016-08-28.';
      if (field === 'throughMonth') return 'Month must be a B.S. month written year-month, such as 2082-08.';
      // eSewa's token payment (routes/esewaToken.ts): its own field names.
      if (field === 'transaction_code') return 'transaction_code must be 1 to 64 letters, digits, - or _.';
      if (field === 'amount') return 'amount must be an amount in rupees, such as 3500 or 3500.50.';
      return `${label} has an invalid format.`;
    default:
      return `${label} is not valid.`;
  }
}

export function validationMessage(issues: readonly SchemaIssue[]): string {
  return [...new Set(issues.map(describeIssue))].join(' ');
}

export const errorMessages: ErrorMessages = {
  rateLimited: 'Too many payment requests from your connection. Please wait a minute.',
  notFound: 'Not found.',
  describeValidation: validationMessage,
};
