/**
 * The staff, managed by an administrator in the console (admin only):
 *
 * - GET  /api/office/staff → {members}: everyone, by email
 * - POST /api/office/staff {email, role} → 201 {members}; 409 if they are on the staff already
 * - POST /api/office/staff/role {email, role} → 200 {members}; 404 for someone not on the staff; 409 for the last
 *   administrator
 * - POST /api/office/staff/remove {email} → 200 {members}: the person, their sessions, codes and links; 404; 409 for
 *   the last administrator
 * - POST /api/office/staff/sign-out {email} → 200 {sessionsEnded}: every session of theirs ends at once
 *
 * Each change takes effect on the person's very next request in every service (a session holds only the email; each
 * check reads the role again), and is audit-logged with the administrator and the person's email.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  isStaffRole,
  isValidEmail,
  StaffEmailRequest,
  StaffListAnswer,
  StaffMemberRequest,
  staffRoles,
  type StaffRole,
} from '@school/contracts';
import { Type } from 'typebox';
import type { StaffChange, StaffChanges } from '../staff/staffChanges.js';

export interface StaffMembersOptions {
  changes: StaffChanges;
}

const adminOnly: readonly StaffRole[] = ['admin'];

export const staffMembersTexts = {
  badEmail: 'Enter one email address, such as clerk@school.example.np.',
  badRole: `The role must be one of: ${staffRoles.join(', ')}.`,
  notStaff: 'That person is not on the staff. They may have been removed already.',
  alreadyStaff: 'That person is on the staff already. Change their role in the list instead.',
  lastAdmin: 'The school must keep at least one administrator. Add another administrator first.',
  unchanged: 'That person has that role already.',
} as const;

const refusals = {
  'not-staff': { code: 404, message: staffMembersTexts.notStaff },
  'already-staff': { code: 409, message: staffMembersTexts.alreadyStaff },
  'last-admin': { code: 409, message: staffMembersTexts.lastAdmin },
  unchanged: { code: 409, message: staffMembersTexts.unchanged },
} as const;

export const staffMembersRoutes: FastifyPluginAsyncTypebox<StaffMembersOptions> = async (app, { changes }) => {
  const everyone = () => ({ members: changes.list() });
  const refused = (change: StaffChange) => (change.done ? undefined : refusals[change.why]);
  const badRequest = (email: string, role?: string) => {
    if (!isValidEmail(email)) return staffMembersTexts.badEmail;
    if (role !== undefined && !isStaffRole(role)) return staffMembersTexts.badRole;
    return undefined;
  };
  const answers = { 200: StaffListAnswer, '4xx': ErrorResponse };

  app.get(
    '/api/office/staff',
    { config: { staff: adminOnly }, schema: { response: { 200: StaffListAnswer } } },
    async () => everyone(),
  );

  app.post(
    '/api/office/staff',
    {
      config: { staff: adminOnly },
      schema: { body: StaffMemberRequest, response: { ...answers, 201: StaffListAnswer } },
    },
    async (request, reply) => {
      const { email, role } = request.body;
      const problem = badRequest(email, role);
      if (problem) return reply.code(400).send({ message: problem });
      const refusal = refused(changes.add(request.staffMember!.email, email.trim(), role as StaffRole));
      if (refusal) return reply.code(refusal.code).send({ message: refusal.message });
      return reply.code(201).send(everyone());
    },
  );

  app.post(
    '/api/office/staff/role',
    { config: { staff: adminOnly }, schema: { body: StaffMemberRequest, response: answers } },
    async (request, reply) => {
      const { email, role } = request.body;
      const problem = badRequest(email, role);
      if (problem) return reply.code(400).send({ message: problem });
      const refusal = refused(changes.changeRole(request.staffMember!.email, email, role as StaffRole));
      if (refusal) return reply.code(refusal.code).send({ message: refusal.message });
      return everyone();
    },
  );

  app.post(
    '/api/office/staff/remove',
    { config: { staff: adminOnly }, schema: { body: StaffEmailRequest, response: answers } },
    async (request, reply) => {
      const problem = badRequest(request.body.email);
      if (problem) return reply.code(400).send({ message: problem });
      const refusal = refused(changes.remove(request.staffMember!.email, request.body.email));
      if (refusal) return reply.code(refusal.code).send({ message: refusal.message });
      return everyone();
    },
  );

  app.post(
    '/api/office/staff/sign-out',
    {
      config: { staff: adminOnly },
      schema: {
        body: StaffEmailRequest,
        response: { 200: Type.Object({ sessionsEnded: Type.Integer() }), '4xx': ErrorResponse },
      },
    },
    async (request, reply) => {
      const problem = badRequest(request.body.email);
      if (problem) return reply.code(400).send({ message: problem });
      const ended = changes.signOut(request.staffMember!.email, request.body.email);
      if (ended === undefined) return reply.code(404).send({ message: staffMembersTexts.notStaff });
      return { sessionsEnded: ended };
    },
  );
};
