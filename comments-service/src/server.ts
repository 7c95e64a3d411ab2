/**
 * Starts comments-service: checks the settings (every bad one is printed, then exit 1), opens the store and
 * listens. SIGINT/SIGTERM end the open streams and close the database before exiting.
 */
import { serve, settingsOrExit } from '@school/service-kit';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = settingsOrExit('comments-service', loadConfig(process.env));
await serve({ service: 'comments-service', host: config.host, port: config.port, build: () => buildApp(config) });
