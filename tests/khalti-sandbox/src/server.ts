/** Runs the Khalti sandbox (see app.ts). BIND_HOST and KHALTI_SANDBOX_PORT choose the address. */
import { serve, SettingsReader, settingsOrExit } from '@school/service-kit';
import { buildSandbox } from './app.js';

const settings = new SettingsReader(process.env);
const address = settingsOrExit(
  'khalti-sandbox',
  settings.result(() => ({
    host: settings.text('BIND_HOST', '127.0.0.1'),
    // 3006: 3005 is the Firestore emulator's (FIRESTORE_EMULATOR_PORT).
    port: settings.port('KHALTI_SANDBOX_PORT', 3006),
  })),
);
await serve({ service: 'khalti-sandbox', ...address, build: () => buildSandbox() });
