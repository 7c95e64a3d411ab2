/**
 * Starts payment-service: checks the settings (every bad one is printed, then exit 1), opens the store, starts
 * the reconciler and listens. SIGINT/SIGTERM stop the reconciler and close the database before exiting.
 */
import { serve, settingsOrExit } from '@school/service-kit';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = settingsOrExit('payment-service', loadConfig(process.env));
const app = await serve({
  service: 'payment-service',
  host: config.bindHost,
  port: config.port,
  build: () => buildApp(config, { startReconciler: true }),
});
app.log.info(
  { esewaEnv: config.esewa.env, formUrl: config.esewa.formUrl, statusUrl: config.esewa.statusUrl },
  'payment-service ready',
);
