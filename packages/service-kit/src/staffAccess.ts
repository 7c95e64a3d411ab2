/**
 * One sign-in for every service: each service's staff routes (under /api/office/) refuse a request without a live
 * session of the right role, whatever path it came by, nginx or straight from the host. The session lives in
 * office-service's database; office-service checks it there, the other services ask office-service
 * (`GET /api/office/session`, the cookie passed on) on every staff request, so an ended session, a removed person
 * or a changed role counts on the very next request everywhere. A self-contained token could not be ended at once,
 * and a check at nginx alone would not cover a request that reaches a service directly.
 *
 * Every route under /api/office/ must say who may use it (`config: { staff: ['admin', 'accounts'] }`, or
 * `'sign-in'` for the few that serve signing in): a route that says nothing stops the service at start, so none can
 * be forgotten. The guarded routes are listed in `app.staffRoutes` (collected by Fastify's onRoute), which the
 * tests walk. Every answer is no-store, and every request that changes something must carry the site's Origin.
 */
import type { StaffRole } from '@school/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { siteOrigins } from './loopbackOrigin.js';

export const staffRoutePrefix = '/api/office/';

/** Who is signed in, as office-service knows them now. */
export interface StaffMember {
  email: string;
  role: StaffRole;
}

/** Reads the session a request's Cookie header names: the person, or undefined for none, ended or expired. */
export type SessionCheck = (cookieHeader: string | undefined) => Promise<StaffMember | undefined>;

/** A guarded staff route: what the route table the tests walk holds. */
export interface StaffRoute {
  method: string;
  url: string;
  roles: readonly StaffRole[];
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Under /api/office/: the roles that may use the route, or 'sign-in' for signing in (open to anyone). */
    staff?: readonly StaffRole[] | 'sign-in';
  }
  interface FastifyRequest {
    /** The signed-in person, set on a guarded staff route. */
    staffMember?: StaffMember;
  }
  interface FastifyInstance {
    staffRoutes: StaffRoute[];
  }
}

export const staffAccessMessages = {
  signedOut: 'You are not signed in, or your session has ended. Please sign in again.',
  wrongRole: 'Your role does not allow this. Ask the school office’s administrator if you need it.',
  foreignOrigin: 'This request did not come from the school office page.',
  unavailable: 'Your sign-in cannot be checked right now. Please try again in a few seconds.',
} as const;

export interface StaffAccessOptions {
  checkSession: SessionCheck;
  /** The site's origin: the only one whose pages may change anything. */
  siteOrigin: string;
}

/** Guards every route added after it under /api/office/ (call it on the root app, before the routes). */
export function guardStaffRoutes(app: FastifyInstance, options: StaffAccessOptions): void {
  app.decorate('staffRoutes', [] as StaffRoute[]);
  // A site on loopback answers to both its names (loopbackOrigin.ts: passkeys need localhost).
  const allowedOrigins = siteOrigins(options.siteOrigin);
  const sameSite: onRequestHookHandler = async (request, reply) => {
    void reply.header('cache-control', 'no-store');
    if (request.method === 'GET' || request.method === 'HEAD') return;
    if (!allowedOrigins.includes(request.headers.origin ?? '')) {
      return reply.code(403).send({ message: staffAccessMessages.foreignOrigin });
    }
  };
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(staffRoutePrefix)) return;
    const staff = route.config?.staff;
    if (staff === undefined) {
      throw new Error(`${String(route.method)} ${route.url}: a staff route must name its roles (config.staff)`);
    }
    // Logged by its pattern, never its address: a staff search (`?q=`) can name a child, and nothing in a staff
    // address is needed to read a log.
    route.config = { ...route.config, logRoutePattern: true } as typeof route.config;
    const hooks: onRequestHookHandler[] = [sameSite];
    if (staff !== 'sign-in') {
      for (const method of [route.method].flat()) app.staffRoutes.push({ method, url: route.url, roles: staff });
      hooks.push(signedIn(options.checkSession, staff));
    }
    const own = route.onRequest;
    route.onRequest = [...hooks, ...(own === undefined ? [] : [own].flat())] as onRequestHookHandler[];
  });
}

function signedIn(checkSession: SessionCheck, roles: readonly StaffRole[]): onRequestHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    let member: StaffMember | undefined;
    try {
      member = await checkSession(request.headers.cookie);
    } catch (error) {
      request.log.error({ err: error }, 'staff session could not be checked');
      return reply.code(503).header('retry-after', '5').send({ message: staffAccessMessages.unavailable });
    }
    if (!member) return reply.code(401).send({ message: staffAccessMessages.signedOut });
    if (!roles.includes(member.role)) return reply.code(403).send({ message: staffAccessMessages.wrongRole });
    request.staffMember = member;
  };
}

/**
 * A SessionCheck for the services other than office-service: asks office-service's GET /api/office/session with
 * the request's cookie. 401 is "not signed in"; anything else unexpected throws (the guard answers 503).
 */
export function sessionCheckThrough(officeServiceUrl: string, timeoutMs = 3000): SessionCheck {
  const url = new URL('/api/office/session', officeServiceUrl);
  return async (cookieHeader) => {
    if (!cookieHeader) return undefined;
    const answer = await fetch(url, { headers: { cookie: cookieHeader }, signal: AbortSignal.timeout(timeoutMs) });
    if (answer.status === 401) return undefined;
    if (answer.status !== 200) throw new Error(`office-service answered ${answer.status} for a session check`);
    return (await answer.json()) as StaffMember;
  };
}
