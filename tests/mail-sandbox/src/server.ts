/**
 * Runs the mail sandbox: SMTP on MAIL_SANDBOX_SMTP_PORT (3025), the page and JSON on MAIL_SANDBOX_HTTP_PORT
 * (3026), both on BIND_HOST (127.0.0.1). Mail is kept in memory until the process stops. Logs are JSON lines on
 * stdout at LOG_LEVEL (info); a port it cannot listen on stops it at start, with exit code 1.
 */
import { createLogger, settingsOrExit, SettingsReader } from '@school/service-kit';
import { MailSandbox } from './sandbox.js';

const settings = new SettingsReader(process.env);
const { logLevel, ...options } = settingsOrExit(
  'mail-sandbox',
  settings.result(() => ({
    host: settings.text('BIND_HOST', '127.0.0.1'),
    smtpPort: settings.port('MAIL_SANDBOX_SMTP_PORT', 3025),
    httpPort: settings.port('MAIL_SANDBOX_HTTP_PORT', 3026),
    logLevel: settings.logLevel(),
  })),
);
const log = createLogger({ service: 'mail-sandbox', level: logLevel });
const sandbox = new MailSandbox({ ...options, log });
try {
  await sandbox.start();
} catch (error) {
  console.error(`mail-sandbox: not started: ${error instanceof Error ? error.message : String(error)}`);
  await sandbox.close();
  process.exit(1);
}
log.info(
  { smtp: `${sandbox.host}:${sandbox.smtpPort}`, page: `http://${sandbox.host}:${sandbox.httpPort}/` },
  'listening',
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void sandbox.close().then(() => process.exit(0)));
}
