import { HealthResponse } from '@school/contracts';
import type { FastifyPluginAsync } from 'fastify';

/** GET /api/health: the answers are the contracts package's. */
export const healthSchema = { response: { 200: HealthResponse, 503: HealthResponse } };

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
