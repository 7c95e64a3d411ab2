/** Runs the eSewa sandbox (see app.ts). BIND_HOST and SANDBOX_PORT choose the address. */
import { serve, SettingsReader, settingsOrExit } from '@school/service-kit';
import { buildSandbox } from './app.js';

const settings = new SettingsReader(process.env);
const address = settingsOrExit(
  'esewa-sandbox',
  settings.result(() => ({ host: settings.text('BIND_HOST', '127.0.0.1'), port: settings.port('SANDBOX_PORT', 3003) })),
);
await serve({ service: 'esewa-sandbox', ...address, build: () => buildSandbox() });
