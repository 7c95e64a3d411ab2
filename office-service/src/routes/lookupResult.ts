/**
 * POST /api/results/lookup {name, class, roll, exam} → 200 the record with its computed summary
 * GET  /api/results/exams → 200 {exams} the published exams, newest first (the form's options)
 *
 * One child at a time: exam, class and roll pick at most one record, whose name must match (nameKey). No route
 * lists records, and lookups are limited per client address so no one can walk a class roll by roll. A record
 * missing and an exam with nothing published are both 404, in different words, so a parent who chose an exam
 * too early is not told the details are wrong. Logs carry exam, class and roll, never the child's name.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, PublishedExamsAnswer, ResultLookupRequest, ResultRecordAnswer } from '@school/contracts';
import { summarizeReport } from '@school/contracts/grading';
import { HttpError } from '@school/service-kit';
import type { ResultStore } from '../results/resultStore.js';

export const resultMessages = {
  noRecord: 'No record found. Please check your details.',
  notPublished: 'The results of this exam are not published yet. Please check again later.',
  rateLimited: 'You have looked up several results in a short time. Please wait a minute and try again.',
  badRequest:
    'Send the student name, the class (such as Grade 3), the roll number (a whole number) and the exam, as JSON.',
} as const;

export interface ResultRoutesOptions {
  store: ResultStore;
  lookupsPerMinute: number;
}

export const resultRoutes: FastifyPluginAsyncTypebox<ResultRoutesOptions> = async (app, options) => {
  app.get('/api/results/exams', { schema: { response: { 200: PublishedExamsAnswer } } }, async () => ({
    exams: options.store.publishedExams().map(({ name, publishedAt }) => ({ name, publishedAt })),
  }));

  app.post(
    '/api/results/lookup',
    {
      schema: {
        body: ResultLookupRequest,
        response: { 200: ResultRecordAnswer, 400: ErrorResponse, 404: ErrorResponse },
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
      const { name, class: className, roll, exam } = request.body;
      const outcome = options.store.lookup(exam, className, roll, name);
      request.log.info({ exam, className, roll, outcome: outcome.kind }, 'result lookup');
      if (outcome.kind === 'not-published') return reply.code(404).send({ message: resultMessages.notPublished });
      if (outcome.kind === 'no-record') return reply.code(404).send({ message: resultMessages.noRecord });
      const { record } = outcome;
      return {
        ...record,
        examType: exam,
        summary: summarizeReport(record),
      };
    },
  );
};
