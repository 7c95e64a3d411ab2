/**
 * acme-service: keeps a valid certificate for SITE_DOMAIN in TLS_CERT_DIR, checking every
 * ACME_CHECK_INTERVAL_MINUTES and renewing with fewer than ACME_RENEW_DAYS left. nginx notices the new file and
 * reloads itself (nginx/entrypoint.sh), so a renewal never drops a request.
 */
import { createLogger, settingsOrExit } from '@school/service-kit';
import { loadConfig } from './config.js';
import { checkCertificate } from './renew.js';
import { retryDelayMinutes } from './renewal.js';

const config = settingsOrExit('acme-service', loadConfig(process.env));
const log = createLogger({ service: 'acme-service', level: config.logLevel });
const minuteMs = 60_000;

let timer: NodeJS.Timeout | undefined;
let failuresInARow = 0;
async function checkAndSchedule(): Promise<void> {
  let waitMinutes = config.checkIntervalMinutes;
  try {
    await checkCertificate(config, log);
    failuresInARow = 0;
  } catch (error) {
    failuresInARow += 1;
    waitMinutes = retryDelayMinutes(failuresInARow, config);
    log.error({ err: error, domain: config.domain, retryInMinutes: waitMinutes }, 'certificate order failed');
  }
  timer = setTimeout(() => void checkAndSchedule(), waitMinutes * minuteMs);
}

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    clearTimeout(timer);
    process.exit(0);
  });
}
log.info(
  { domain: config.domain, directory: config.directoryUrl, renewDays: config.renewDays },
  'acme-service started',
);
void checkAndSchedule();
