/**
 * `node dist/cli/renew.js [--force]`: checks the certificate now and renews it when due; with --force, renews it
 * anyway (to try a new CA directory, or after a key compromise). nginx picks the new one up by itself.
 */
import { createLogger, settingsOrExit } from '@school/service-kit';
import { loadConfig } from '../config.js';
import { checkCertificate } from '../renew.js';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--force');
if (unknown.length > 0) {
  console.error(`renew: unknown argument ${unknown.join(' ')}; usage: node dist/cli/renew.js [--force]`);
  process.exit(2);
}
const config = settingsOrExit('acme-service', loadConfig(process.env));
const log = createLogger({ service: 'acme-service', level: config.logLevel });
try {
  await checkCertificate(config, log, { force: args.includes('--force') });
} catch (error) {
  log.error({ err: error, domain: config.domain }, 'certificate order failed');
  process.exit(1);
}
