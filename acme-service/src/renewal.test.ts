import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { certificateFacts, renewalDecision, retryDelayMinutes } from './renewal.js';

// A self-signed certificate for school.example.test and www.school.example.test (openssl, ten years).
const pem = readFileSync(new URL('../test/fixtures/school.example.test.pem', import.meta.url), 'utf8');
const facts = certificateFacts(pem)!;
const dayMs = 24 * 60 * 60 * 1000;
const daysBeforeExpiry = (days: number) => new Date(facts.notAfter.getTime() - days * dayMs);
const options = { domain: 'school.example.test', renewDays: 30 };

describe('certificateFacts', () => {
  it('reads the expiry, the DNS names and the serial of the first certificate', () => {
    expect(facts.names).toEqual(['school.example.test', 'www.school.example.test']);
    expect(facts.notAfter.getTime()).toBeGreaterThan(Date.parse('2030-01-01'));
    expect(facts.serialNumber).toMatch(/^[0-9A-F]+$/);
  });

  it('answers undefined for something that is not a certificate', () => {
    expect(certificateFacts('-----BEGIN CERTIFICATE-----\nnot one\n-----END CERTIFICATE-----\n')).toBeUndefined();
  });
});

describe('renewalDecision', () => {
  it('orders a certificate when there is none yet, or the file cannot be read as one', () => {
    expect(renewalDecision(undefined, { ...options, now: new Date() })).toEqual({ renew: true, reason: 'missing' });
    expect(renewalDecision('garbage', { ...options, now: new Date() })).toEqual({ renew: true, reason: 'unreadable' });
  });

  it('keeps a certificate with more than ACME_RENEW_DAYS left', () => {
    expect(renewalDecision(pem, { ...options, now: daysBeforeExpiry(31) })).toEqual({ renew: false, daysLeft: 31 });
    expect(renewalDecision(pem, { ...options, now: daysBeforeExpiry(30) })).toEqual({ renew: false, daysLeft: 30 });
  });

  it('renews one with fewer days left than ACME_RENEW_DAYS, or already expired', () => {
    expect(renewalDecision(pem, { ...options, now: daysBeforeExpiry(29.5) })).toEqual({
      renew: true,
      reason: 'expiring',
      daysLeft: 29,
    });
    expect(renewalDecision(pem, { ...options, now: daysBeforeExpiry(-2) })).toMatchObject({
      renew: true,
      reason: 'expiring',
    });
    expect(renewalDecision(pem, { ...options, renewDays: 60, now: daysBeforeExpiry(45) })).toMatchObject({
      renew: true,
    });
  });

  it('replaces a certificate that is not for SITE_DOMAIN (the operator changed it)', () => {
    expect(renewalDecision(pem, { ...options, domain: 'other.example.test', now: daysBeforeExpiry(80) })).toMatchObject(
      {
        renew: true,
        reason: 'other-name',
      },
    );
  });

  it('renews a current certificate only when forced', () => {
    expect(renewalDecision(pem, { ...options, now: daysBeforeExpiry(80), force: true })).toMatchObject({
      renew: true,
      reason: 'forced',
    });
  });
});

describe('retryDelayMinutes', () => {
  const limits = { retryMinutes: 60, checkIntervalMinutes: 720 };

  it('tries again after a minute, then doubles the wait', () => {
    expect([1, 2, 3, 4, 5, 6].map((failures) => retryDelayMinutes(failures, limits))).toEqual([1, 2, 4, 8, 16, 32]);
  });

  it('never waits longer than ACME_RETRY_MINUTES or the regular check', () => {
    expect(retryDelayMinutes(7, limits)).toBe(60);
    expect(retryDelayMinutes(100, limits)).toBe(60);
    expect(retryDelayMinutes(10, { retryMinutes: 600, checkIntervalMinutes: 90 })).toBe(90);
  });
});
