import { HealthResponse } from '@school/contracts';
import type { FastifyPluginAsync } from 'fastify';

/** GET /api/health: the answers are the contracts package's. */
export const healthSchema = { response: { 200: HealthResponse, 503: HealthResponse } };

export interface HealthOptions {
  /** Throws when the service cannot serve (its database does not answer). */
  ping(): void;
  /** False while writes are refused for want of disk space (diskSpace.ts): the service is then unhealthy too. */
  writable?: () => boolean;
}

/**
 * GET /api/health → 200 {"status":"ok"} once `ping()` answers and writes can be stored, 503 {"status":"unavailable"}
 * otherwise, so that `docker compose ps` and any monitor see a service that cannot store what it is sent.
 */
export const healthRoute: FastifyPluginAsync<HealthOptions> = async (app, { ping, writable }) => {
  app.get('/api/health', { schema: healthSchema }, async (request, reply) => {
    try {
      ping();
      // The disk-full state is logged once by DiskSpace, not on every health check.
      if (writable && !writable()) return reply.code(503).send({ status: 'unavailable' });
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database does not answer');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
};
