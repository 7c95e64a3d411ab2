/**
 * Starts payment-service: checks the settings (every bad one is printed, then exit 1), opens the store, starts
 * the reconciler and listens. SIGINT/SIGTERM stop the reconciler and close the database before exiting.
 */
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const loaded = loadConfig(process.env);
if (!loaded.ok) {
  for (const error of loaded.errors) console.error(`payment-service: ${error}`);
  console.error('payment-service: not started; fix the settings above (see .env.example).');
  process.exit(1);
}
const { config } = loaded;

const app = buildApp(config, { startReconciler: true });
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void app.close().then(() => process.exit(0)));
}
await app.listen({ port: config.port, host: config.bindHost });
app.log.info(
  { esewaEnv: config.esewa.env, formUrl: config.esewa.formUrl, statusUrl: config.esewa.statusUrl },
  'payment-service ready',
);
