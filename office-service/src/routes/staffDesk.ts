/**
 * The school office's applications and messages, for staff (admin and office; deleting an application: admin):
 *
 * - GET  /api/office/applications?status&class&from&to&q&page → the list, newest first, 50 a page, with the total
 * - GET  /api/office/applications/export?from&to → the CSV of every field (`make admissions ARGS=export`'s)
 * - GET  /api/office/applications/:reference → every field, the status and its history, the files' names
 * - GET  /api/office/applications/:reference/files/photo | certificate[?download=1] → the file, with its exact type,
 *   nosniff and a sandboxing CSP (a stored file is opened by staff: it must never run as a page of the site)
 * - POST /api/office/applications/:reference/status {status, note?} → {status}; 409 for a move the status does not
 *   allow
 * - DELETE /api/office/applications/:reference → 204 (admin): the application, its files and its emails
 * - GET  /api/office/messages?page, GET /api/office/messages/:reference, POST /api/office/messages/:reference/handled
 * - GET  /api/office/audit (admin) → the newest 200 lines of the audit log
 *
 * Every change is audit-logged with the staff member and the reference, and answered only once committed.
 */
import { createReadStream } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ApplicationAnswer,
  ApplicationListAnswer,
  ApplicationListQuery,
  ApplicationStatusRequest,
  ErrorResponse,
  pageNumber,
  pageOf,
  ReferenceParams,
  StaffMessage,
  StaffMessagesAnswer,
  type StaffRole,
} from '@school/contracts';
import { Type } from 'typebox';
import { admissionsToCsv } from '../records/admissionsCsv.js';
import type { OfficeDesk } from '../records/officeDesk.js';
import { referencePattern, type OfficeRecords } from '../records/officeRecords.js';

export interface StaffDeskOptions {
  desk: OfficeDesk;
  records: OfficeRecords;
  filesPath: string;
}

const officeWork: readonly StaffRole[] = ['admin', 'office'];
const adminOnly: readonly StaffRole[] = ['admin'];

export const staffDeskTexts = {
  noApplication: 'There is no application with that reference. It may have been deleted.',
  noMessage: 'There is no message with that reference. It may have been deleted.',
  notAllowed: (from: string, to: string) => `An application that is ${from} cannot be moved to ${to}.`,
} as const;

/** Each stored file's exact type, by the extension the service gave it (admissionFiles.ts). */
const fileTypes: Record<string, string> = {
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A reference as typed (any case, spaces around); undefined for anything that is not one. */
const asReference = (typed: string) => {
  const reference = typed.trim().toUpperCase();
  return referencePattern.test(reference) ? reference : undefined;
};

export const staffDeskRoutes: FastifyPluginAsyncTypebox<StaffDeskOptions> = async (app, options) => {
  const { desk, records } = options;

  app.get(
    '/api/office/applications',
    {
      config: { staff: officeWork },
      schema: { querystring: ApplicationListQuery, response: { 200: ApplicationListAnswer } },
    },
    async (request) => desk.listApplications(request.query),
  );

  app.get(
    '/api/office/applications/export',
    {
      config: { staff: officeWork },
      schema: {
        querystring: Type.Object(
          {
            from: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
            to: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
          },
          { additionalProperties: false },
        ),
      },
    },
    async (request, reply) => {
      const { from, to } = request.query;
      const start = from ? new Date(`${from}T00:00:00+05:45`) : undefined;
      const end = to ? new Date(Date.parse(`${to}T00:00:00+05:45`) + 24 * 60 * 60_000) : undefined;
      const csv = admissionsToCsv(records.admissions({ from: start?.toISOString(), before: end?.toISOString() }));
      desk.audit(request.staffMember!.email, 'applications exported', `${from ?? '…'}/${to ?? '…'}`);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="applications-${from ?? 'all'}-${to ?? 'all'}.csv"`)
        .send(`\ufeff${csv}`);
    },
  );

  app.get(
    '/api/office/applications/:reference',
    {
      config: { staff: officeWork },
      schema: { params: ReferenceParams, response: { 200: ApplicationAnswer, 404: ErrorResponse } },
    },
    async (request, reply) => {
      const reference = asReference(request.params.reference);
      const found = reference && desk.application(reference);
      if (!found) return reply.code(404).send({ message: staffDeskTexts.noApplication });
      return {
        reference: found.reference,
        receivedAt: found.receivedAt,
        status: found.status,
        details: found.details as Record<string, string | boolean>,
        files: { photo: found.photoPath.split('/')[1]!, certificate: found.certificatePath.split('/')[1]! },
        history: found.history,
      };
    },
  );

  app.get(
    '/api/office/applications/:reference/files/:file',
    {
      config: { staff: officeWork },
      schema: {
        params: Type.Object({
          reference: Type.String({ maxLength: 20 }),
          file: Type.Union([Type.Literal('photo'), Type.Literal('certificate')]),
        }),
        querystring: Type.Object({ download: Type.Optional(Type.Literal('1')) }, { additionalProperties: false }),
      },
    },
    async (request, reply) => {
      const reference = asReference(request.params.reference);
      const found = reference && desk.application(reference);
      if (!found) return reply.code(404).send({ message: staffDeskTexts.noApplication });
      const path = request.params.file === 'photo' ? found.photoPath : found.certificatePath;
      const name = path.split('/')[1]!;
      const type = fileTypes[name.split('.').pop()!] ?? 'application/octet-stream';
      // A file a stranger sent: its exact type, never sniffed, and sandboxed (no script, no form, no same-origin)
      // even when opened on its own. A Word document is only ever downloaded.
      const inline = !request.query.download && (type.startsWith('image/') || type === 'application/pdf');
      return reply
        .header('content-type', type)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "sandbox; default-src 'none'; img-src 'self'; style-src 'unsafe-inline'")
        .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename="${found.reference}-${name}"`)
        .send(createReadStream(join(options.filesPath, path)));
    },
  );

  app.post(
    '/api/office/applications/:reference/status',
    {
      config: { staff: officeWork },
      schema: {
        params: ReferenceParams,
        body: ApplicationStatusRequest,
        response: {
          200: Type.Object({ status: ApplicationStatusRequest.properties.status }),
          404: ErrorResponse,
          409: ErrorResponse,
        },
      },
    },
    async (request, reply) => {
      const reference = asReference(request.params.reference);
      if (!reference) return reply.code(404).send({ message: staffDeskTexts.noApplication });
      const { status, note = '' } = request.body;
      const outcome = desk.changeStatus(reference, status, note, request.staffMember!.email);
      if (outcome.kind === 'not-found') return reply.code(404).send({ message: staffDeskTexts.noApplication });
      if (outcome.kind === 'not-allowed') {
        return reply.code(409).send({ message: staffDeskTexts.notAllowed(outcome.from, status) });
      }
      request.log.info({ reference, status }, 'application status changed');
      return { status: outcome.status };
    },
  );

  app.delete(
    '/api/office/applications/:reference',
    {
      config: { staff: adminOnly },
      schema: { params: ReferenceParams, response: { 204: Type.Null(), 404: ErrorResponse } },
    },
    async (request, reply) => {
      const reference = asReference(request.params.reference);
      const by = request.staffMember!.email;
      const removed =
        reference && records.delete('admission', reference, () => desk.audit(by, 'application deleted', reference));
      if (!removed) return reply.code(404).send({ message: staffDeskTexts.noApplication });
      request.log.info({ reference, emails: removed.emails }, 'application deleted');
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/office/messages',
    {
      config: { staff: officeWork },
      schema: {
        querystring: Type.Object({ page: Type.Optional(pageNumber) }, { additionalProperties: false }),
        response: { 200: StaffMessagesAnswer },
      },
    },
    async (request) => desk.listMessages(pageOf(request.query.page)),
  );

  app.get(
    '/api/office/messages/:reference',
    {
      config: { staff: officeWork },
      schema: { params: ReferenceParams, response: { 200: StaffMessage, 404: ErrorResponse } },
    },
    async (request, reply) => {
      const reference = asReference(request.params.reference);
      const found = reference && desk.message(reference);
      return found || reply.code(404).send({ message: staffDeskTexts.noMessage });
    },
  );

  app.post(
    '/api/office/messages/:reference/handled',
    {
      config: { staff: officeWork },
      schema: { params: ReferenceParams, response: { 200: StaffMessage, 404: ErrorResponse } },
    },
    async (request, reply) => {
      const reference = asReference(request.params.reference);
      if (!reference || !desk.markHandled(reference, request.staffMember!.email)) {
        return reply.code(404).send({ message: staffDeskTexts.noMessage });
      }
      return desk.message(reference)!;
    },
  );

  app.get(
    '/api/office/audit',
    {
      config: { staff: adminOnly },
      schema: {
        response: {
          200: Type.Object({
            lines: Type.Array(
              Type.Object({ at: Type.String(), by: Type.String(), action: Type.String(), reference: Type.String() }),
            ),
          }),
        },
      },
    },
    async () => ({ lines: desk.auditLog(200) }),
  );
};
