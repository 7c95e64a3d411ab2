/**
 * One certificate order through ACME (acme-client): the account key (created once, kept), a fresh key and CSR
 * for the site's name, the HTTP-01 challenge answered with a file nginx serves, then key and chain written.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as acme from 'acme-client';
import type { Logger } from 'pino';
import type { AcmeConfig } from './config.js';
import { removeChallenge, writeCertificate, writeChallenge, writeFileAtomic } from './files.js';
import { certificateFacts } from './renewal.js';

const accountKeyFileName = 'account-key.pem';

async function accountKey(accountDir: string): Promise<Buffer | string> {
  const path = join(accountDir, accountKeyFileName);
  try {
    return await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const key = await acme.crypto.createPrivateEcdsaKey();
  await writeFileAtomic(path, key.toString(), 0o600);
  return key;
}

/** Orders a certificate for config.domain and writes it where nginx reads it; answers its serial number. */
export async function issueCertificate(config: AcmeConfig, log: Logger): Promise<string> {
  const client = new acme.Client({
    directoryUrl: config.directoryUrl,
    accountKey: await accountKey(config.accountDir),
  });
  const [key, csr] = await acme.crypto.createCsr(
    { altNames: [config.domain] },
    await acme.crypto.createPrivateEcdsaKey(),
  );
  const chain = await client.auto({
    csr,
    email: config.email,
    termsOfServiceAgreed: true,
    challengePriority: ['http-01'],
    // The CA checks the challenge from outside; from inside the container the site's own public name often does
    // not lead back to it (no hairpin NAT), so the client's own pre-check would fail where the CA's succeeds.
    skipChallengeVerification: true,
    challengeCreateFn: async (_authz, challenge, keyAuthorization) => {
      if (challenge.type !== 'http-01') throw new Error(`only http-01 challenges are answered, got ${challenge.type}`);
      await writeChallenge(config.challengeDir, challenge.token, keyAuthorization);
    },
    challengeRemoveFn: async (_authz, challenge) => {
      await removeChallenge(config.challengeDir, challenge.token);
    },
  });
  const facts = certificateFacts(chain);
  if (!facts?.names.includes(config.domain)) throw new Error(`the CA answered a certificate not for ${config.domain}`);
  await writeCertificate(config.certificateDir, key.toString(), chain);
  log.info(
    { domain: config.domain, serialNumber: facts.serialNumber, notAfter: facts.notAfter.toISOString() },
    'certificate written',
  );
  return facts.serialNumber;
}
