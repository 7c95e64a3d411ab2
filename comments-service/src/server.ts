import { buildApp } from './app.js';

const app = buildApp({ databasePath: process.env.COMMENTS_DB_PATH ?? 'comments.sqlite' });
const port = Number(process.env.COMMENTS_PORT ?? 3002);
const host = process.env.BIND_HOST ?? '127.0.0.1';

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ port, host });
