/**
 * The exam results in the console (admin and office):
 *
 * - GET  /api/office/results → {exams}: each exam with its records, per class, when and (if from the console) by whom
 * - POST /api/office/results/check {exam, csv} → 200 {problems} or 200 {preview}; nothing is stored
 * - POST /api/office/results/publish {exam, csv, replace?} → 200 {exam, count, replaced}; 400 {message, problems};
 *   409 when the exam has results and `replace` is not set
 * - POST /api/office/results/delete {exam} → 200 {exam, removed}; 404 for an exam that is not there
 *
 * The file is the CSV's text as the browser read it (Excel's byte order mark included), up to resultsCsvMaxChars;
 * these two routes take a larger body than the service's default (nginx lets it through for them alone). Each
 * change is audit-logged with the exam and its count; no log line or audit line carries a child's details.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  OfficeExamsAnswer,
  ResultsCheckAnswer,
  ResultsCheckRequest,
  ResultsDeletedAnswer,
  ResultsDeleteRequest,
  ResultsPublishedAnswer,
  ResultsPublishRequest,
  ResultsRefusedAnswer,
  resultsCsvMaxChars,
  type StaffRole,
} from '@school/contracts';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { ResultsDesk } from '../results/resultsDesk.js';

export interface StaffResultsOptions {
  results: ResultsDesk;
}

const officeWork: readonly StaffRole[] = ['admin', 'office'];

/** The JSON body of a file of resultsCsvMaxChars characters, each of up to 3 bytes (Devanagari) or escaped. */
export const resultsBodyLimit = 4 * 1024 * 1024;

export const staffResultsTexts = {
  badRequest: `Send the exam's name (1 to 100 characters) and the CSV file's text, at most ${resultsCsvMaxChars.toLocaleString('en')} characters, as JSON: {"exam", "csv"}.`,
  tooLarge: 'The file is too large: a results file may be at most 1 MB. Check that it is the CSV, not the workbook.',
  problems: 'The file was not published; nothing changed. Correct each problem listed and publish it again.',
  exists: (exam: string) =>
    `"${exam}" already has results; nothing changed. Choose Replace to put this file in their place.`,
  noExam: 'There is no exam with that name. It may have been deleted already.',
} as const;

export const staffResultsRoutes: FastifyPluginAsyncTypebox<StaffResultsOptions> = async (app, { results }) => {
  // The console's words for a body too large or of the wrong shape, rather than the contact form's (errors.ts).
  const fileRouteErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return reply.code(413).send({ message: staffResultsTexts.tooLarge });
    if (error.validation) return reply.code(400).send({ message: staffResultsTexts.badRequest });
    return app.errorHandler(error, request, reply);
  };

  app.get(
    '/api/office/results',
    { config: { staff: officeWork }, schema: { response: { 200: OfficeExamsAnswer } } },
    async () => ({ exams: results.exams() }),
  );

  app.post(
    '/api/office/results/check',
    {
      config: { staff: officeWork },
      bodyLimit: resultsBodyLimit,
      errorHandler: fileRouteErrors,
      schema: { body: ResultsCheckRequest, response: { 200: ResultsCheckAnswer, '4xx': ErrorResponse } },
    },
    async (request, reply) => {
      const exam = request.body.exam.trim();
      if (!exam) return reply.code(400).send({ message: staffResultsTexts.badRequest });
      const reading = results.read(exam, request.body.csv);
      request.log.info({ exam, problems: reading.ok ? 0 : reading.problems.length }, 'results file checked');
      return reading.ok ? { preview: results.preview(exam, reading.records) } : { problems: reading.problems };
    },
  );

  app.post(
    '/api/office/results/publish',
    {
      config: { staff: officeWork },
      bodyLimit: resultsBodyLimit,
      errorHandler: fileRouteErrors,
      schema: {
        body: ResultsPublishRequest,
        response: { 200: ResultsPublishedAnswer, 400: ResultsRefusedAnswer, '4xx': ErrorResponse },
      },
    },
    async (request, reply) => {
      const exam = request.body.exam.trim();
      if (!exam) return reply.code(400).send({ message: staffResultsTexts.badRequest, problems: [] });
      const outcome = results.publish(
        request.staffMember!.email,
        exam,
        request.body.csv,
        request.body.replace ?? false,
      );
      if (outcome.kind === 'problems') {
        return reply.code(400).send({ message: staffResultsTexts.problems, problems: outcome.problems });
      }
      if (outcome.kind === 'exists') return reply.code(409).send({ message: staffResultsTexts.exists(exam) });
      request.log.info({ exam, records: outcome.count, replaced: outcome.replaced }, 'results published');
      return { exam, count: outcome.count, replaced: outcome.replaced };
    },
  );

  app.post(
    '/api/office/results/delete',
    {
      config: { staff: officeWork },
      schema: { body: ResultsDeleteRequest, response: { 200: ResultsDeletedAnswer, '4xx': ErrorResponse } },
    },
    async (request, reply) => {
      const exam = request.body.exam.trim();
      if (!exam) return reply.code(404).send({ message: staffResultsTexts.noExam });
      const removed = results.delete(request.staffMember!.email, exam);
      if (removed === undefined) return reply.code(404).send({ message: staffResultsTexts.noExam });
      request.log.info({ exam, records: removed }, 'results deleted');
      return { exam, removed };
    },
  );
};
