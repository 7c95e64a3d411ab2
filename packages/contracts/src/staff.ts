/**
 * office-service: the school office's staff and their sign-in (POST /api/office/sign-in/code, POST
 * /api/office/sign-in, POST /api/office/sign-in/link, GET /api/office/session, POST /api/office/sign-out). Every service checks a staff request's
 * session against office-service's records, so the roles are written once, here.
 */
import { Type, type Static } from 'typebox';
import { applicationStatuses } from './applicationStatuses.js';

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

/** POST /api/office/sign-in/link: the token of a one-time sign-in link (`make staff ARGS="link EMAIL"`). */
export const SignInLinkRequest = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 100 }) },
  { additionalProperties: false },
);
export type SignInLinkRequest = Static<typeof SignInLinkRequest>;

export { applicationStatuses, nextApplicationStatuses, type ApplicationStatus } from './applicationStatuses.js';

export const applicationListPageSize = 50;

/** A page number in a query string (as text: query strings are not turned into numbers). */
export const pageNumber = Type.String({ pattern: '^[1-9][0-9]{0,5}$' });

/** The page a query asked for (1 when none). */
export const pageOf = (page: string | undefined) => (page === undefined ? 1 : Number(page));

/** GET /api/office/applications: filters, all optional; dates are A.D. days in Nepal time (YYYY-MM-DD). */
export const ApplicationListQuery = Type.Object(
  {
    status: Type.Optional(Type.Enum(applicationStatuses)),
    class: Type.Optional(Type.String({ maxLength: 40 })),
    from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
    q: Type.Optional(Type.String({ maxLength: 100 })),
    page: Type.Optional(pageNumber),
  },
  { additionalProperties: false },
);
export type ApplicationListQuery = Static<typeof ApplicationListQuery>;

export const ApplicationListItem = Type.Object({
  reference: Type.String(),
  studentName: Type.String(),
  classApplied: Type.String(),
  receivedAt: Type.String(),
  status: Type.Enum(applicationStatuses),
});
export type ApplicationListItem = Static<typeof ApplicationListItem>;

export const ApplicationListAnswer = Type.Object({
  applications: Type.Array(ApplicationListItem),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});
export type ApplicationListAnswer = Static<typeof ApplicationListAnswer>;

export const ApplicationStatusChange = Type.Object({
  status: Type.Enum(applicationStatuses),
  note: Type.String(),
  by: Type.String(),
  at: Type.String(),
});

/** GET /api/office/applications/:reference: every field, the files, the status and its history. */
export const ApplicationAnswer = Type.Object({
  reference: Type.String(),
  receivedAt: Type.String(),
  status: Type.Enum(applicationStatuses),
  details: Type.Record(Type.String(), Type.Union([Type.String(), Type.Boolean()])),
  files: Type.Object({ photo: Type.String(), certificate: Type.String() }),
  history: Type.Array(ApplicationStatusChange),
});
export type ApplicationAnswer = Static<typeof ApplicationAnswer>;

/** POST /api/office/applications/:reference/status */
export const ApplicationStatusRequest = Type.Object(
  { status: Type.Enum(applicationStatuses), note: Type.Optional(Type.String({ maxLength: 1000 })) },
  { additionalProperties: false },
);
export type ApplicationStatusRequest = Static<typeof ApplicationStatusRequest>;

export const ReferenceParams = Type.Object({ reference: Type.String({ maxLength: 20 }) });

/** GET /api/office/messages: newest first; POST /api/office/messages/:reference/handled. */
export const StaffMessage = Type.Object({
  reference: Type.String(),
  name: Type.String(),
  phone: Type.String(),
  email: Type.String(),
  message: Type.String(),
  receivedAt: Type.String(),
  handledAt: Type.Union([Type.String(), Type.Null()]),
  handledBy: Type.Union([Type.String(), Type.Null()]),
});
export type StaffMessage = Static<typeof StaffMessage>;

export const StaffMessagesAnswer = Type.Object({
  messages: Type.Array(StaffMessage),
  total: Type.Integer({ minimum: 0 }),
  page: Type.Integer({ minimum: 1 }),
  pageSize: Type.Integer({ minimum: 1 }),
});

/** GET /api/office/staff (admin): everyone on the staff, by email. */
export const StaffListAnswer = Type.Object({
  members: Type.Array(
    Type.Object({
      email: Type.String(),
      role: Type.Enum(staffRoles),
      /** When they were added, stored UTC. */
      addedAt: Type.String(),
    }),
  ),
});
export type StaffListAnswer = Static<typeof StaffListAnswer>;

/** POST /api/office/staff (admin): add a person with a role; POST /api/office/staff/role: give a person another. */
export const StaffMemberRequest = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }), role: Type.String({ maxLength: 20 }) },
  { additionalProperties: false },
);
export type StaffMemberRequest = Static<typeof StaffMemberRequest>;

/** POST /api/office/staff/remove and /api/office/staff/sign-out (admin): the person, by email. */
export const StaffEmailRequest = Type.Object(
  { email: Type.String({ minLength: 1, maxLength: 254 }) },
  { additionalProperties: false },
);
export type StaffEmailRequest = Static<typeof StaffEmailRequest>;
