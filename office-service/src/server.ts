/**
 * Starts office-service: checks the settings (every bad one is printed, then exit 1), opens the store, starts the
 * mail sender and listens. SIGINT/SIGTERM finish the email being sent and close the database before exiting.
 */
import { serve, settingsOrExit } from '@school/service-kit';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

const config = settingsOrExit('office-service', loadConfig(process.env));
await serve({ service: 'office-service', host: config.host, port: config.port, build: () => buildApp(config) });
