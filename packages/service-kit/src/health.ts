import type { FastifyPluginAsync } from 'fastify';

/** GET /api/health: the request and answers (the contracts package will hold the same). */
export const healthSchema = {
  response: {
    200: { type: 'object', required: ['status'], properties: { status: { type: 'string', const: 'ok' } } },
    503: { type: 'object', required: ['status'], properties: { status: { type: 'string', const: 'unavailable' } } },
  },
} as const;

export interface HealthOptions {
  /** Throws when the service cannot serve (its database does not answer). */
  ping(): void;
}

/** GET /api/health → 200 {"status":"ok"} once `ping()` answers, 503 {"status":"unavailable"} otherwise. */
export const healthRoute: FastifyPluginAsync<HealthOptions> = async (app, { ping }) => {
  app.get('/api/health', { schema: healthSchema }, async (request, reply) => {
    try {
      ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database does not answer');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};
