import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { guardStaffRoutes, sessionCheckThrough, staffAccessMessages, type StaffMember } from './staffAccess.js';

const siteOrigin = 'https://school.example.np';
const sessions = new Map<string, StaffMember>([
  ['s=admin', { email: 'principal@school.example.np', role: 'admin' }],
  ['s=clerk', { email: 'clerk@school.example.np', role: 'office' }],
]);

const apps: FastifyInstance[] = [];
afterEach(async () => {
  for (const app of apps.splice(0)) await app.close();
});

function appWithStaffRoutes(checkSession = async (cookie: string | undefined) => sessions.get(cookie ?? '')) {
  const app = Fastify();
  apps.push(app);
  guardStaffRoutes(app, { checkSession, siteOrigin });
  app.get('/api/office/ledger', { config: { staff: ['admin', 'accounts'] } }, async (request) => ({
    who: request.staffMember?.email,
  }));
  app.post('/api/office/comments/:id/hide', { config: { staff: ['admin', 'office'] } }, async () => ({ done: true }));
  app.post('/api/office/sign-in', { config: { staff: 'sign-in' } }, async () => ({ open: true }));
  app.get('/api/public', async () => ({ public: true }));
  return app;
}

describe('staff routes: one guard for every route under /api/office/', () => {
  it('lists every guarded route with its roles, and leaves the others out', async () => {
    const app = appWithStaffRoutes();
    await app.ready();
    expect(app.staffRoutes).toEqual([
      { method: 'GET', url: '/api/office/ledger', roles: ['admin', 'accounts'] },
      { method: 'HEAD', url: '/api/office/ledger', roles: ['admin', 'accounts'] },
      { method: 'POST', url: '/api/office/comments/:id/hide', roles: ['admin', 'office'] },
    ]);
  });

  it('marks every route under /api/office/ to be logged by its pattern: a search can name a child', async () => {
    const app = appWithStaffRoutes();
    const configs: unknown[] = [];
    app.addHook('onRequest', async (request) => {
      configs.push(request.routeOptions.config);
    });
    await app.inject({ url: '/api/office/ledger?q=Asha', headers: { cookie: 's=admin' } });
    await app.inject({ url: '/api/public?q=Asha' });
    expect(configs[0]).toMatchObject({ logRoutePattern: true });
    expect(configs[1]).not.toHaveProperty('logRoutePattern');
  });

  it('a route under /api/office/ that names no roles stops the service at start', async () => {
    const app = Fastify();
    apps.push(app);
    guardStaffRoutes(app, { checkSession: async () => undefined, siteOrigin });
    expect(() => app.get('/api/office/forgotten', async () => ({}))).toThrow(
      'GET /api/office/forgotten: a staff route must name its roles (config.staff)',
    );
  });

  it('answers 401 without a session, 403 for the wrong role, and the route for the right one; all no-store', async () => {
    const app = appWithStaffRoutes();
    const none = await app.inject({ url: '/api/office/ledger' });
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ message: staffAccessMessages.signedOut });
    expect(none.headers['cache-control']).toBe('no-store');
    const clerk = await app.inject({ url: '/api/office/ledger', headers: { cookie: 's=clerk' } });
    expect(clerk.statusCode).toBe(403);
    expect(clerk.json()).toEqual({ message: staffAccessMessages.wrongRole });
    const admin = await app.inject({ url: '/api/office/ledger', headers: { cookie: 's=admin' } });
    expect(admin.json()).toEqual({ who: 'principal@school.example.np' });
    expect(admin.headers['cache-control']).toBe('no-store');
    expect((await app.inject({ url: '/api/public' })).headers['cache-control']).toBeUndefined();
  });

  it("refuses a change without the site's Origin, signed in or not, sign-in routes included", async () => {
    const app = appWithStaffRoutes();
    for (const url of ['/api/office/comments/1/hide', '/api/office/sign-in']) {
      for (const headers of [{ origin: 'https://evil.example', cookie: 's=admin' }, { cookie: 's=admin' }]) {
        const answer = await app.inject({ method: 'POST', url, headers });
        expect(answer.statusCode, `${url} ${JSON.stringify(headers)}`).toBe(403);
        expect(answer.json()).toEqual({ message: staffAccessMessages.foreignOrigin });
      }
      const good = await app.inject({ method: 'POST', url, headers: { origin: siteOrigin, cookie: 's=admin' } });
      expect(good.statusCode).toBe(200);
    }
  });

  it('answers 503 with Retry-After when the session cannot be checked', async () => {
    const app = appWithStaffRoutes(async () => {
      throw new Error('office-service is restarting');
    });
    const answer = await app.inject({ url: '/api/office/ledger', headers: { cookie: 's=admin' } });
    expect(answer.statusCode).toBe(503);
    expect(answer.headers['retry-after']).toBe('5');
    expect(answer.json()).toEqual({ message: staffAccessMessages.unavailable });
  });
});

describe('sessionCheckThrough: the other services ask office-service', () => {
  it('passes the cookie on, and reads 200 as the person and 401 as no session', async () => {
    const office = Fastify();
    apps.push(office);
    office.get('/api/office/session', async (request, reply) => {
      const member = sessions.get(request.headers.cookie ?? '');
      return member ?? reply.code(401).send({ message: 'no' });
    });
    const url = await office.listen({ host: '127.0.0.1', port: 0 });
    const check = sessionCheckThrough(url);
    expect(await check('s=clerk')).toEqual({ email: 'clerk@school.example.np', role: 'office' });
    expect(await check('s=nobody')).toBeUndefined();
    expect(await check(undefined)).toBeUndefined();
  });

  it('throws when office-service answers otherwise or not at all', async () => {
    const office = Fastify();
    apps.push(office);
    office.get('/api/office/session', async (_request, reply) => reply.code(500).send({ message: 'broken' }));
    const url = await office.listen({ host: '127.0.0.1', port: 0 });
    await expect(sessionCheckThrough(url)('s=admin')).rejects.toThrow('office-service answered 500');
    await office.close();
    await expect(sessionCheckThrough(url)('s=admin')).rejects.toThrow();
  });
});
