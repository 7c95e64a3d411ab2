import { describe, expect, it } from 'vitest';
import { accessTokenSeconds, basicCredentials, TokenAuth } from './tokenAuth.js';

const credentials = { username: 'esewa_app', password: 'pass:with:colons' };
const basic = (user: string, pass: string) => `Basic ${Buffer.from(`${user}:${pass}`).toString('base64')}`;

describe("eSewa token payment's authentication", () => {
  it('reads a Basic header, a password with colons included, and nothing else', () => {
    expect(basicCredentials(basic('esewa_app', 'pass:with:colons'))).toEqual(credentials);
    expect(basicCredentials('Bearer abc')).toBeUndefined();
    expect(basicCredentials(`Basic ${Buffer.from('no-colon').toString('base64')}`)).toBeUndefined();
  });

  it('lets in the agreed Basic credentials and live access tokens only', () => {
    let now = new Date('2026-11-27T06:00:00Z');
    const auth = new TokenAuth(credentials, () => now);
    expect(auth.authorizes(basic('esewa_app', 'pass:with:colons'))).toBe(true);
    expect(auth.authorizes(basic('esewa_app', 'pass:with:colon'))).toBe(false);
    expect(auth.authorizes(basic('Esewa_app', 'pass:with:colons'))).toBe(false);
    expect(auth.authorizes(undefined)).toBe(false);
    const pair = auth.issue();
    expect(pair.expiresIn).toBe(accessTokenSeconds);
    expect(auth.authorizes(`Bearer ${pair.accessToken}`)).toBe(true);
    expect(auth.authorizes(`Bearer ${pair.refreshToken}`)).toBe(false);
    now = new Date(now.getTime() + accessTokenSeconds * 1000 - 1);
    expect(auth.authorizes(`Bearer ${pair.accessToken}`)).toBe(true);
    now = new Date(now.getTime() + 1);
    expect(auth.authorizes(`Bearer ${pair.accessToken}`)).toBe(false);
  });

  it('drops expired tokens at the next issue, and a refresh token ends when used', () => {
    let now = new Date('2026-11-27T06:00:00Z');
    const auth = new TokenAuth(credentials, () => now);
    const first = auth.issue();
    expect(auth.keptTokens).toBe(2);
    const second = auth.refresh(first.refreshToken);
    expect(second).toBeDefined();
    expect(auth.refresh(first.refreshToken)).toBeUndefined();
    // The first access token is still live until its time is up; then the sweep drops every expired token.
    expect(auth.keptTokens).toBe(3);
    now = new Date(now.getTime() + 61 * 60_000);
    auth.issue();
    expect(auth.keptTokens).toBe(2);
  });

  it('locks out an address after its failures in a minute, until the oldest is a minute old', () => {
    let now = new Date('2026-11-27T06:00:00Z');
    const auth = new TokenAuth(credentials, () => now, 3);
    for (let i = 0; i < 3; i += 1) auth.recordFailure('203.0.113.1');
    expect(auth.lockedForSeconds('203.0.113.1')).toBe(60);
    expect(auth.lockedForSeconds('203.0.113.2')).toBe(0);
    now = new Date(now.getTime() + 60_000);
    expect(auth.lockedForSeconds('203.0.113.1')).toBe(0);
  });
});
