/**
 * POST /api/results/lookup {name, class, roll, exam, dob} → 200 the record with its computed summary
 * GET  /api/results/exams → 200 {exams} the published exams, newest first (the form's options)
 *
 * One child at a time: exam, class and roll pick at most one record, whose name (nameKey) and date of birth must
 * match; a wrong date is "no record", as a wrong name is. No route lists records; lookups are limited per client
 * address (an IPv6 client by its /64) so no one can walk a class roll by roll, and wrong dates of birth per child
 * (wrongBirthDates.ts) so no one can find a date by trying. A record missing and an exam with nothing published
 * are both 404, in different words, so a parent who chose an exam too early is not told the details are wrong.
 * Logs carry exam, class and roll, never the child's name or date of birth.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, PublishedExamsAnswer, ResultLookupRequest, ResultRecordAnswer } from '@school/contracts';
import { summarizeReport } from '@school/contracts/grading';
import { HttpError } from '@school/service-kit';
import { nameKey } from '../results/nameKey.js';
import { isBirthDate, type ResultStore } from '../results/resultStore.js';
import { WrongBirthDates } from '../results/wrongBirthDates.js';

export const resultMessages = {
  noRecord: 'No record found. Please check your details.',
  notPublished: 'The results of this exam are not published yet. Please check again later.',
  rateLimited: 'You have looked up several results in a short time. Please wait a minute and try again.',
  tooManyWrongDates:
    "This student's results have been asked for with several wrong dates of birth today, so they are locked until tomorrow. Please try again tomorrow, or ask the school office.",
  badRequest:
    'Send the student name, the class (such as Grade 3), the roll number (a whole number), the exam and the date of birth (A.D., year-month-day), as JSON.',
} as const;

export interface ResultRoutesOptions {
  store: ResultStore;
  lookupsPerMinute: number;
  /** Wrong dates of birth per child (default: 10 a day, by the server clock). */
  wrongBirthDates?: WrongBirthDates;
}

export const resultRoutes: FastifyPluginAsyncTypebox<ResultRoutesOptions> = async (app, options) => {
  const wrongBirthDates = options.wrongBirthDates ?? new WrongBirthDates();
  app.get('/api/results/exams', { schema: { response: { 200: PublishedExamsAnswer } } }, async () => ({
    exams: options.store.publishedExams().map(({ name, publishedAt }) => ({ name, publishedAt })),
  }));

  app.post(
    '/api/results/lookup',
    {
      schema: {
        body: ResultLookupRequest,
        response: { 200: ResultRecordAnswer, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
      // The form's own words for a bad request, rather than the contact form's (errors.ts).
      attachValidation: true,
      config: {
        rateLimit: {
          max: options.lookupsPerMinute,
          timeWindow: 60_000,
          errorResponseBuilder: () => new HttpError(429, resultMessages.rateLimited),
        },
      },
    },
    async (request, reply) => {
      if (request.validationError) return reply.code(400).send({ message: resultMessages.badRequest });
      const { name, class: className, roll, exam, dob } = request.body;
      const outcome = options.store.lookup(exam, className, roll, name);
      if (outcome.kind === 'not-published' || outcome.kind === 'no-record') {
        request.log.info({ exam, className, roll, outcome: outcome.kind }, 'result lookup');
        const message = outcome.kind === 'not-published' ? resultMessages.notPublished : resultMessages.noRecord;
        return reply.code(404).send({ message });
      }
      const { record } = outcome;
      // One count for the child's records in every exam: its class, roll and name.
      const child = `${className}\u0000${roll}\u0000${nameKey(name)}`;
      if (wrongBirthDates.isLimited(child)) {
        request.log.info({ exam, className, roll, outcome: 'wrong-dob-limit' }, 'result lookup');
        return reply.code(429).send({ message: resultMessages.tooManyWrongDates });
      }
      if (!isBirthDate(record, dob)) {
        wrongBirthDates.add(child);
        request.log.info({ exam, className, roll, outcome: 'wrong-dob' }, 'result lookup');
        return reply.code(404).send({ message: resultMessages.noRecord });
      }
      request.log.info({ exam, className, roll, outcome: outcome.kind }, 'result lookup');
      return {
        ...record,
        examType: exam,
        summary: summarizeReport(record),
      };
    },
  );
};
