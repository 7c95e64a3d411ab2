/**
 * GET  /api/fees/offered → {offered}: whether the school has imported any student (the pay page keeps the
 *      free-amount form alone until it has).
 * POST /api/fees/lookup {studentId, dob} → 200 StudentDues | 404 {message: feesMessages.notFound} | 429
 *
 * A parent types the student id from the fee card and the child's date of birth (A.D.; the page converts a B.S.
 * entry); the answer is the child's first name and class and their unpaid dues, oldest month first, and nothing
 * else about the child. An unknown id and a wrong date of birth get the same 404 (fees/studentCheck.ts). Lookups are
 * limited per client address (an IPv6 client by its /64: the service kit's key) so nobody walks the ids, and wrong
 * dates of birth per student so nobody finds a date by trying. Logs carry the student id (it is printed on the fee
 * card), never the child's name or date of birth.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  DuesLookupRequest,
  ErrorResponse,
  FeesOfferedResponse,
  feesMessages,
  StudentDues,
  type DuesLookupRequest as DuesLookupBody,
} from '@school/contracts';
import { HttpError } from '@school/service-kit';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { firstNameOf, type ParentDues, type StudentRecord } from '../fees/parentDues.js';
import type { StudentCheck } from '../fees/studentCheck.js';

export const feesLookupMessages = {
  rateLimited: 'You have looked up several students in a short time. Please wait a minute and try again.',
  tooManyWrongDates:
    "This student's fees have been asked for with several wrong dates of birth today, so they are locked until tomorrow. Please try again tomorrow, or ask the school office.",
} as const;

/**
 * The student of this id and date of birth, or the 404 (an unknown id and a wrong date alike) or the 429 (too many
 * wrong dates for this student today). The lookup and the dues payments ask it alike, with one count of wrong dates.
 */
export function checkedStudent(
  check: StudentCheck,
  body: { studentId: string; dob: string },
  reply: FastifyReply,
  log: FastifyBaseLogger,
  action: string,
): StudentRecord {
  const outcome = check.check(body.studentId, body.dob);
  if (outcome.kind === 'found') {
    log.info({ studentId: outcome.student.studentId, outcome: 'found' }, action);
    return outcome.student;
  }
  if (outcome.kind === 'locked') {
    log.info({ studentId: outcome.studentId, outcome: 'wrong-dob-limit' }, action);
    void reply.header('retry-after', String(outcome.retryAfterSeconds));
    throw new HttpError(429, feesLookupMessages.tooManyWrongDates);
  }
  // The typed id is not logged: it may be a mistyped one, or anything at all.
  log.info({ outcome: 'not-found' }, action);
  throw new HttpError(404, feesMessages.notFound);
}

export interface FeesLookupRouteOptions {
  dues: ParentDues;
  check: StudentCheck;
  lookupsPerMinute: number;
}

export const feesLookupRoutes: FastifyPluginAsyncTypebox<FeesLookupRouteOptions> = async (
  app,
  { dues, check, lookupsPerMinute },
) => {
  app.get('/api/fees/offered', { schema: { response: { 200: FeesOfferedResponse } } }, async () => ({
    offered: dues.offered(),
  }));

  app.post(
    '/api/fees/lookup',
    {
      schema: {
        body: DuesLookupRequest,
        response: { 200: StudentDues, 404: ErrorResponse, 429: ErrorResponse },
      },
      config: {
        rateLimit: {
          max: lookupsPerMinute,
          timeWindow: 60_000,
          errorResponseBuilder: () => new HttpError(429, feesLookupMessages.rateLimited),
        },
      },
    },
    async (request, reply): Promise<StudentDues> => {
      const body: DuesLookupBody = request.body;
      const student = checkedStudent(check, body, reply, request.log, 'dues lookup');
      const unpaid = dues.unpaidDues(student.studentId);
      return {
        studentId: student.studentId,
        firstName: firstNameOf(student.name),
        className: student.className,
        dues: unpaid.map(({ item, month, amountPaisa, inOpenPayment }) => ({
          item,
          month,
          amountPaisa,
          inOpenPayment,
        })),
        totalPaisa: unpaid.reduce((sum, due) => sum + due.amountPaisa, 0),
      };
    },
  );
};
