import type { FastifyInstance } from 'fastify';
import type { TransactionStore } from '../transactions/store.js';

/** GET /api/health → 200 {"status":"ok"} once the database answers, 503 otherwise. */
export function registerHealthRoute(app: FastifyInstance, store: TransactionStore): void {
  app.get('/api/health', async (request, reply) => {
    try {
      store.ping();
      return { status: 'ok' };
    } catch (error) {
      request.log.error({ err: error }, 'database does not answer');
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
}
