import Fastify, { type FastifyInstance } from 'fastify';

/** A local stand-in for eSewa's ePay v2 (form and status API), for tests and offline demos. */
export function buildSandbox(): FastifyInstance {
  const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'info' } });
  app.get('/__sandbox/health', async () => ({ status: 'ok' }));
  return app;
}
