/**
 * The school office's sign-in, for its staff (the console at /office/ uses it):
 *
 * - POST /api/office/sign-in/code {email} → 202 {message}: the same words for any address; a member of staff gets
 *   a 6-digit code by email (through the outbox, with its retries).
 * - POST /api/office/sign-in {email, code} → 200 {email, role} and the session cookie; a wrong, used, expired or
 *   dead code → 401 {message}.
 * - POST /api/office/sign-in/link {token} → the same, for a one-time link the operator printed (`make staff
 *   ARGS="link EMAIL"`, when mail is down); a wrong, used or expired token → 401 {message}.
 * - GET /api/office/session → 200 {email, role} for a live session; else 401 {message}.
 * - POST /api/office/sign-out → 204, the session ended on the server and the cookie cleared.
 *
 * Asking for codes and wrong codes past their limits → 429 {message} with Retry-After. As every staff route, these
 * are no-store, and a request that changes something must carry the site's Origin (service-kit's staffAccess.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  ErrorResponse,
  SignInCodeRequest,
  SignInLinkRequest,
  SignInRequest,
  StaffSessionAnswer,
} from '@school/contracts';
import { staffAccessMessages } from '@school/service-kit';
import type { FastifyReply } from 'fastify';
import type { SignIn } from '../staff/signIn.js';
import type { SessionCookie } from '../staff/sessionCookie.js';
import type { StaffSessions } from '../staff/staffSessions.js';

export interface StaffSignInOptions {
  signIn: SignIn;
  sessions: StaffSessions;
  cookie: SessionCookie;
  /** How long the browser keeps the cookie: the session's longest life. */
  cookieMaxAgeSeconds: number;
  /** Called when a code's email is queued. */
  queued: () => void;
}

export const staffSignInTexts = {
  codeOnItsWay:
    'If this address belongs to the school office, a sign-in code is on its way to it. The code lasts 10 minutes.',
  wrongCode: 'That code is not right, or it has expired or been used. Ask for a new code.',
  wrongLink:
    'This sign-in link is not right, or it has expired or been used. Ask for a new one, or sign in with a code.',
  tooMany: 'Too many tries. Please wait a while, then try again.',
  signedOut: staffAccessMessages.signedOut,
} as const;

/** Open to anyone: they serve signing in (the staff guard still makes them no-store and checks their Origin). */
const signIn = { staff: 'sign-in' } as const;

export const staffSignInRoutes: FastifyPluginAsyncTypebox<StaffSignInOptions> = async (app, options) => {
  const { sessions, cookie } = options;

  const limited = (reply: FastifyReply, retryAfterSeconds: number) =>
    reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ message: staffSignInTexts.tooMany });

  app.post(
    '/api/office/sign-in/code',
    { config: signIn, schema: { body: SignInCodeRequest, response: { 202: ErrorResponse, 429: ErrorResponse } } },
    async (request, reply) => {
      const outcome = options.signIn.requestCode(request.body.email, request.ip);
      if (outcome.kind === 'limited') return limited(reply, outcome.retryAfterSeconds);
      if (outcome.kind === 'issued' && outcome.mailed) options.queued();
      return reply.code(202).send({ message: staffSignInTexts.codeOnItsWay });
    },
  );

  app.post(
    '/api/office/sign-in',
    {
      config: signIn,
      schema: {
        body: SignInRequest,
        response: { 200: StaffSessionAnswer, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const outcome = options.signIn.signIn(request.body.email, request.body.code, request.ip);
      if (outcome.kind === 'limited') return limited(reply, outcome.retryAfterSeconds);
      if (outcome.kind === 'wrong') return reply.code(401).send({ message: staffSignInTexts.wrongCode });
      request.log.info({ role: outcome.member.role }, 'staff signed in');
      return reply
        .header('set-cookie', cookie.set(outcome.sessionId, options.cookieMaxAgeSeconds))
        .send({ email: outcome.member.email, role: outcome.member.role });
    },
  );

  app.post(
    '/api/office/sign-in/link',
    {
      config: signIn,
      schema: {
        body: SignInLinkRequest,
        response: { 200: StaffSessionAnswer, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const outcome = options.signIn.signInWithLink(request.body.token, request.ip);
      if (outcome.kind === 'limited') return limited(reply, outcome.retryAfterSeconds);
      if (outcome.kind === 'wrong') return reply.code(401).send({ message: staffSignInTexts.wrongLink });
      request.log.info({ role: outcome.member.role, by: 'link' }, 'staff signed in');
      return reply
        .header('set-cookie', cookie.set(outcome.sessionId, options.cookieMaxAgeSeconds))
        .send({ email: outcome.member.email, role: outcome.member.role });
    },
  );

  app.get(
    '/api/office/session',
    { config: signIn, schema: { response: { 200: StaffSessionAnswer, 401: ErrorResponse } } },
    async (request, reply) => {
      const member = sessions.check(cookie.read(request.headers.cookie));
      if (!member) return reply.code(401).send({ message: staffSignInTexts.signedOut });
      return { email: member.email, role: member.role };
    },
  );

  app.post('/api/office/sign-out', { config: signIn }, async (request, reply) => {
    const sessionId = cookie.read(request.headers.cookie);
    if (sessionId) sessions.end(sessionId);
    return reply.code(204).header('set-cookie', cookie.clear()).send();
  });
};
