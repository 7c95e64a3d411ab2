/**
 * The school office's sign-in, for its staff (the console at /office/ uses it):
 *
 * - POST /api/office/sign-in/code {email} → 202 {message}: the same words for any address; a member of staff gets
 *   a 6-digit code by email (through the outbox, with its retries).
 * - POST /api/office/sign-in {email, code} → 200 {email, role} and the session cookie; a wrong, used, expired or
 *   dead code → 401 {message}.
 * - GET /api/office/session → 200 {email, role} for a live session; else 401 {message}.
 * - POST /api/office/sign-out → 204, the session ended on the server and the cookie cleared.
 *
 * Asking for codes and wrong codes past their limits → 429 {message} with Retry-After. Every state-changing request
 * must come from the site's own pages (its Origin header), else 403. Every answer is no-store.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ErrorResponse, SignInCodeRequest, SignInRequest, StaffSessionAnswer } from '@school/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { SignIn } from '../staff/signIn.js';
import type { SessionCookie } from '../staff/sessionCookie.js';
import type { StaffSessions } from '../staff/staffSessions.js';

export interface StaffSignInOptions {
  signIn: SignIn;
  sessions: StaffSessions;
  cookie: SessionCookie;
  /** How long the browser keeps the cookie: the session's longest life. */
  cookieMaxAgeSeconds: number;
  /** The site's origin: the only one whose pages may change anything here. */
  siteOrigin: string;
  /** Called when a code's email is queued. */
  queued: () => void;
}

export const staffSignInTexts = {
  codeOnItsWay:
    'If this address belongs to the school office, a sign-in code is on its way to it. The code lasts 10 minutes.',
  wrongCode: 'That code is not right, or it has expired or been used. Ask for a new code.',
  tooMany: 'Too many tries. Please wait a while, then try again.',
  signedOut: 'You are not signed in, or your session has ended. Please sign in again.',
  foreignOrigin: 'This request did not come from the school office page.',
} as const;

/** Refuses a state-changing request whose Origin is not the site's: another site's page cannot act for staff. */
export function checkOrigin(siteOrigin: string) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (request.headers.origin !== siteOrigin) {
      return reply.code(403).send({ message: staffSignInTexts.foreignOrigin });
    }
  };
}

export const staffSignInRoutes: FastifyPluginAsyncTypebox<StaffSignInOptions> = async (app, options) => {
  const { signIn, sessions, cookie } = options;
  app.addHook('onRequest', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  app.addHook('preValidation', checkOrigin(options.siteOrigin));

  const limited = (reply: FastifyReply, retryAfterSeconds: number) =>
    reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ message: staffSignInTexts.tooMany });

  app.post(
    '/api/office/sign-in/code',
    { schema: { body: SignInCodeRequest, response: { 202: ErrorResponse, 429: ErrorResponse } } },
    async (request, reply) => {
      const outcome = signIn.requestCode(request.body.email, request.ip);
      if (outcome.kind === 'limited') return limited(reply, outcome.retryAfterSeconds);
      if (outcome.kind === 'issued' && outcome.mailed) options.queued();
      return reply.code(202).send({ message: staffSignInTexts.codeOnItsWay });
    },
  );

  app.post(
    '/api/office/sign-in',
    {
      schema: {
        body: SignInRequest,
        response: { 200: StaffSessionAnswer, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const outcome = signIn.signIn(request.body.email, request.body.code, request.ip);
      if (outcome.kind === 'limited') return limited(reply, outcome.retryAfterSeconds);
      if (outcome.kind === 'wrong') return reply.code(401).send({ message: staffSignInTexts.wrongCode });
      request.log.info({ role: outcome.member.role }, 'staff signed in');
      return reply
        .header('set-cookie', cookie.set(outcome.sessionId, options.cookieMaxAgeSeconds))
        .send({ email: outcome.member.email, role: outcome.member.role });
    },
  );

  app.get(
    '/api/office/session',
    { schema: { response: { 200: StaffSessionAnswer, 401: ErrorResponse } } },
    async (request, reply) => {
      const member = sessions.check(cookie.read(request.headers.cookie));
      if (!member) return reply.code(401).send({ message: staffSignInTexts.signedOut });
      return { email: member.email, role: member.role };
    },
  );

  app.post('/api/office/sign-out', async (request, reply) => {
    const sessionId = cookie.read(request.headers.cookie);
    if (sessionId) sessions.end(sessionId);
    return reply.code(204).header('set-cookie', cookie.clear()).send();
  });
};
