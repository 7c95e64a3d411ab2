/**
 * Staff passkeys over HTTP (the routes are listed in packages/contracts/src/passkeys.ts). Every role may add, list
 * and remove its own; an admin lists and removes anyone's. Signing in with a passkey is open to anyone, like the
 * code sign-in, and limited the same way: a failed passkey sign-in counts as a wrong code from that address.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AddPasskeyRequest,
  ErrorResponse,
  Passkey,
  PasskeyCeremonyOptions,
  PasskeyCodeRequest,
  PasskeyParams,
  PasskeySignInRequest,
  PasskeysAnswer,
  StaffPasskeysAnswer,
  StaffSessionAnswer,
  staffRoles,
} from '@school/contracts';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { StaffPasskeys } from '../passkeys/staffPasskeys.js';
import type { StoredPasskey } from '../passkeys/passkeyStore.js';
import type { SessionCookie } from '../staff/sessionCookie.js';
import type { SignIn } from '../staff/signIn.js';
import { staffSignInTexts } from './staffSignIn.js';
import { addressKey, RecentCounts } from '@school/service-kit';

export interface StaffPasskeyOptions {
  passkeys: StaffPasskeys;
  signIn: SignIn;
  cookie: SessionCookie;
  cookieMaxAgeSeconds: number;
  /** Called when an email is queued. */
  queued: () => void;
  now: () => Date;
}

/** Passkey sign-ins begun per client address (IPv6 by its /64) in an hour. */
export const signInCeremoniesPerAddressPerHour = 60;

export const staffPasskeyTexts = {
  codeOnItsWay: 'A code is on its way to your email address. It lasts 10 minutes.',
  wrongCode: staffSignInTexts.wrongCode,
  notAdded: 'The passkey could not be added. Ask for a new code and try again.',
  notFound: 'There is no such passkey.',
  wrongPasskey: 'This passkey did not sign you in. Try again, or sign in with a code.',
  tooMany: staffSignInTexts.tooMany,
} as const;

const everyRole = { staff: staffRoles } as const;
const adminOnly = { staff: ['admin'] } as const;
const signInRoute = { staff: 'sign-in' } as const;

const shown = ({ id, label, addedAt, lastUsedAt }: StoredPasskey): Passkey => ({ id, label, addedAt, lastUsedAt });

export const staffPasskeyRoutes: FastifyPluginAsyncTypebox<StaffPasskeyOptions> = async (app, options) => {
  const { passkeys, signIn, cookie } = options;

  const limited = (reply: FastifyReply, retryAfterSeconds: number) =>
    reply.code(429).header('retry-after', String(retryAfterSeconds)).send({ message: staffPasskeyTexts.tooMany });
  /** The signed-in person (the staff guard set it) and their session's id. */
  const askerOf = (request: FastifyRequest) => ({
    email: request.staffMember!.email,
    sessionId: cookie.read(request.headers.cookie) ?? '',
  });

  app.post(
    '/api/office/passkeys/code',
    { config: everyRole, schema: { response: { 202: ErrorResponse, 429: ErrorResponse } } },
    async (request, reply) => {
      const outcome = signIn.requestCode(request.staffMember!.email, request.ip);
      if (outcome.kind === 'limited') return limited(reply, outcome.retryAfterSeconds);
      if (outcome.kind === 'issued' && outcome.mailed) options.queued();
      return reply.code(202).send({ message: staffPasskeyTexts.codeOnItsWay });
    },
  );

  app.post(
    '/api/office/passkeys/options',
    {
      config: everyRole,
      schema: {
        body: PasskeyCodeRequest,
        response: { 200: PasskeyCeremonyOptions, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const asker = askerOf(request);
      const checked = signIn.checkFreshCode(asker.email, request.body.code, request.ip);
      if (checked === 'wrong') return reply.code(401).send({ message: staffPasskeyTexts.wrongCode });
      if (checked !== 'right') {
        return checked.kind === 'limited'
          ? limited(reply, checked.retryAfterSeconds)
          : reply.code(401).send({ message: staffPasskeyTexts.wrongCode });
      }
      return passkeys.addOptions(asker);
    },
  );

  app.post(
    '/api/office/passkeys',
    { config: everyRole, schema: { body: AddPasskeyRequest, response: { 201: Passkey, 400: ErrorResponse } } },
    async (request, reply) => {
      const added = await passkeys.add(
        askerOf(request),
        request.body.label,
        request.body.response as unknown as RegistrationResponseJSON,
      );
      if (!added) return reply.code(400).send({ message: staffPasskeyTexts.notAdded });
      options.queued();
      request.log.info({ role: request.staffMember!.role }, 'passkey added');
      return reply.code(201).send(shown(added));
    },
  );

  app.get(
    '/api/office/passkeys',
    { config: everyRole, schema: { response: { 200: PasskeysAnswer } } },
    async (request) => ({ passkeys: passkeys.store.list(request.staffMember!.email).map(shown) }),
  );

  app.delete(
    '/api/office/passkeys/:id',
    { config: everyRole, schema: { params: PasskeyParams, response: { 204: Type.Null(), 404: ErrorResponse } } },
    async (request, reply) => {
      if (!passkeys.store.remove(request.params.id, request.staffMember!.email)) {
        return reply.code(404).send({ message: staffPasskeyTexts.notFound });
      }
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/api/office/staff-passkeys',
    { config: adminOnly, schema: { response: { 200: StaffPasskeysAnswer } } },
    async () => ({ passkeys: passkeys.store.list().map((key) => ({ ...shown(key), email: key.email })) }),
  );

  app.delete(
    '/api/office/staff-passkeys/:id',
    { config: adminOnly, schema: { params: PasskeyParams, response: { 204: Type.Null(), 404: ErrorResponse } } },
    async (request, reply) => {
      if (!passkeys.store.remove(request.params.id)) {
        return reply.code(404).send({ message: staffPasskeyTexts.notFound });
      }
      request.log.info({ by: request.staffMember!.role }, 'passkey removed by an admin');
      return reply.code(204).send(null);
    },
  );

  // Each sign-in ceremony keeps a challenge row for 5 minutes: one address may not start more than this an hour.
  const ceremoniesByAddress = new RecentCounts(signInCeremoniesPerAddressPerHour, 60 * 60_000, options.now);

  app.post(
    '/api/office/sign-in/passkey/options',
    { config: signInRoute, schema: { response: { 200: PasskeyCeremonyOptions, 429: ErrorResponse } } },
    async (request, reply) => {
      const refused = signIn.addressLimited(request.ip);
      if (refused?.kind === 'limited') return limited(reply, refused.retryAfterSeconds);
      const address = addressKey(request.ip);
      const wait = ceremoniesByAddress.retryAfterSeconds(address);
      if (wait > 0) return limited(reply, wait);
      ceremoniesByAddress.add(address);
      return passkeys.signInOptions();
    },
  );

  app.post(
    '/api/office/sign-in/passkey',
    {
      config: signInRoute,
      schema: {
        body: PasskeySignInRequest,
        response: { 200: StaffSessionAnswer, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const refused = signIn.addressLimited(request.ip);
      if (refused?.kind === 'limited') return limited(reply, refused.retryAfterSeconds);
      const outcome = await passkeys.signIn(request.body.response as unknown as AuthenticationResponseJSON);
      if (!outcome) {
        signIn.countWrongFrom(request.ip);
        return reply.code(401).send({ message: staffPasskeyTexts.wrongPasskey });
      }
      request.log.info({ role: outcome.member.role, by: 'passkey' }, 'staff signed in');
      return reply
        .header('set-cookie', cookie.set(outcome.sessionId, options.cookieMaxAgeSeconds))
        .send({ email: outcome.member.email, role: outcome.member.role });
    },
  );
};
