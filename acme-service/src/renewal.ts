/**
 * When the served certificate must be (re)issued: none yet, not for the configured name, or fewer than
 * ACME_RENEW_DAYS left. Let's Encrypt's certificates last 90 days (or fewer) and it suggests renewing with a third
 * of that left; the default 30 days leaves weeks of retries before a failure could ever show to a visitor.
 */
import { X509Certificate } from 'node:crypto';

export interface CertificateFacts {
  notAfter: Date;
  /** The DNS names of its subjectAltName, lower-case. */
  names: string[];
  serialNumber: string;
}

export type RenewalReason = 'missing' | 'unreadable' | 'other-name' | 'expiring' | 'forced';

export interface RenewalDecision {
  renew: boolean;
  reason?: RenewalReason;
  /** Whole days left on the current certificate (negative once expired), when there is one. */
  daysLeft?: number;
}

const dayMs = 24 * 60 * 60 * 1000;

/** The facts of the first certificate in a PEM chain (the site's own); undefined when it cannot be read. */
export function certificateFacts(pem: string): CertificateFacts | undefined {
  try {
    const certificate = new X509Certificate(pem);
    const names = (certificate.subjectAltName ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry.startsWith('DNS:'))
      .map((entry) => entry.slice('DNS:'.length).toLowerCase());
    return { notAfter: new Date(certificate.validTo), names, serialNumber: certificate.serialNumber };
  } catch {
    return undefined;
  }
}

export function renewalDecision(
  current: string | undefined,
  options: { domain: string; renewDays: number; now: Date; force?: boolean },
): RenewalDecision {
  if (current === undefined) return { renew: true, reason: 'missing' };
  const facts = certificateFacts(current);
  if (!facts || Number.isNaN(facts.notAfter.getTime())) return { renew: true, reason: 'unreadable' };
  const daysLeft = Math.floor((facts.notAfter.getTime() - options.now.getTime()) / dayMs);
  if (!facts.names.includes(options.domain)) return { renew: true, reason: 'other-name', daysLeft };
  if (options.force) return { renew: true, reason: 'forced', daysLeft };
  if (daysLeft < options.renewDays) return { renew: true, reason: 'expiring', daysLeft };
  return { renew: false, daysLeft };
}

/**
 * After a failed order: 1, 2, 4, 8 … minutes, up to ACME_RETRY_MINUTES (and never later than the next regular
 * check). A first failure is often the site or DNS not being ready yet, so the next try comes soon; repeated ones
 * back off, since the CA limits failed validations (Let's Encrypt: 5 per name per hour).
 */
export function retryDelayMinutes(
  failuresInARow: number,
  limits: { retryMinutes: number; checkIntervalMinutes: number },
): number {
  const backoff = 2 ** Math.min(Math.max(failuresInARow, 1) - 1, 20);
  return Math.min(backoff, limits.retryMinutes, limits.checkIntervalMinutes);
}
