import Database from 'better-sqlite3';
import Fastify, { type FastifyInstance } from 'fastify';

export interface AppConfig {
  databasePath: string;
  logLevel?: string;
}

/** Builds the payment API without listening, so tests drive it over real HTTP with supertest. */
export function buildApp(config: AppConfig): FastifyInstance {
  const app = Fastify({ logger: { level: config.logLevel ?? 'info' } });
  const db = new Database(config.databasePath);
  db.pragma('journal_mode = WAL');
  app.addHook('onClose', async () => db.close());

  app.get('/api/health', async (_request, reply) => {
    try {
      db.prepare('SELECT 1').get();
      return { status: 'ok' };
    } catch {
      return reply.code(503).send({ status: 'unavailable' });
    }
  });
  return app;
}
