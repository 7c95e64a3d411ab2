/** Runs the eSewa sandbox (see app.ts). BIND_HOST and SANDBOX_PORT choose the address. */
import { buildSandbox } from './app.js';

const app = buildSandbox();
const port = Number(process.env.SANDBOX_PORT || 3003);
const host = process.env.BIND_HOST || '127.0.0.1';

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ port, host });
