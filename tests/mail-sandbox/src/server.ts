/**
 * Runs the mail sandbox: SMTP on MAIL_SANDBOX_SMTP_PORT (3025), the page and JSON on MAIL_SANDBOX_HTTP_PORT
 * (3026), both on BIND_HOST (127.0.0.1). Mail is kept in memory until the process stops.
 */
import { settingsOrExit, SettingsReader } from '@school/service-kit';
import { MailSandbox } from './sandbox.js';

const settings = new SettingsReader(process.env);
const options = settingsOrExit(
  'mail-sandbox',
  settings.result(() => ({
    host: settings.text('BIND_HOST', '127.0.0.1'),
    smtpPort: settings.port('MAIL_SANDBOX_SMTP_PORT', 3025),
    httpPort: settings.port('MAIL_SANDBOX_HTTP_PORT', 3026),
  })),
);
const sandbox = await new MailSandbox(options).start();
console.log(
  JSON.stringify({
    service: 'mail-sandbox',
    msg: 'listening',
    smtp: `${sandbox.host}:${sandbox.smtpPort}`,
    page: `http://${sandbox.host}:${sandbox.httpPort}/`,
  }),
);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void sandbox.close().then(() => process.exit(0)));
}
