/** One check: read the served certificate, decide, and order a new one when it is due. */
import type { Logger } from 'pino';
import type { AcmeConfig } from './config.js';
import { readChain } from './files.js';
import { issueCertificate } from './issue.js';
import { renewalDecision } from './renewal.js';

export async function checkCertificate(
  config: AcmeConfig,
  log: Logger,
  options: { force?: boolean } = {},
): Promise<void> {
  const decision = renewalDecision(await readChain(config.certificateDir), {
    domain: config.domain,
    renewDays: config.renewDays,
    now: new Date(),
    force: options.force ?? false,
  });
  if (!decision.renew) {
    log.info({ domain: config.domain, daysLeft: decision.daysLeft }, 'certificate is current');
    return;
  }
  log.info(
    { domain: config.domain, reason: decision.reason, daysLeft: decision.daysLeft, directory: config.directoryUrl },
    'ordering a certificate',
  );
  await issueCertificate(config, log);
}
