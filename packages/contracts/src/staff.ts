/**
 * office-service: the school office's staff and their sign-in (POST /api/office/sign-in/code, POST
 * /api/office/sign-in, GET /api/office/session, POST /api/office/sign-out). Every service checks a staff request's
 * session against office-service's records, so the roles are written once, here.
 */
import { Type, type Static } from 'typebox';

/**
 * `admin`: everything, staff included. `office`: applications, messages, comments, publishing and results.
 * `accounts`: payments and fees.
 */
export const staffRoles = ['admin', 'office', 'accounts'] as const;
export type StaffRole = (typeof staffRoles)[number];

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (staffRoles as readonly string[]).includes(value);
}

/** A sign-in code is six digits, mailed to the person. */
export const signInCodePattern = '^[0-9]{6}$';

/** POST /api/office/sign-in/code: mail me a code. */
export const SignInCodeRequest = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }) },
  { additionalProperties: false },
);
export type SignInCodeRequest = Static<typeof SignInCodeRequest>;

/** POST /api/office/sign-in: the code that came by email. */
export const SignInRequest = Type.Object(
  {
    email: Type.String({ minLength: 1, maxLength: 254 }),
    code: Type.String({ minLength: 1, maxLength: 20 }),
  },
  { additionalProperties: false },
);
export type SignInRequest = Static<typeof SignInRequest>;

/** Who is signed in (POST /api/office/sign-in, GET /api/office/session). */
export const StaffSessionAnswer = Type.Object({
  email: Type.String(),
  role: Type.Enum(staffRoles),
});
export type StaffSessionAnswer = Static<typeof StaffSessionAnswer>;
