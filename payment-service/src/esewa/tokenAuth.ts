/**
 * How eSewa's server proves itself to our token-payment endpoints (routes/esewaToken.ts), as eSewa's token
 * documentation describes: `Authorization: Basic base64(username:password)` with the credentials agreed with eSewa
 * (ESEWA_TOKEN_USERNAME, ESEWA_TOKEN_PASSWORD), or `Authorization: Bearer <access_token>` from our access-token
 * endpoint.
 *
 * - Credentials are compared in constant time on SHA-256 digests of each side, so neither the content nor the
 *   length of the password leaks through timing.
 * - Tokens are 32 random bytes, base64url. Only their SHA-256 digests are kept, in memory, with their expiry: an
 *   access token lasts 15 minutes, a refresh token 60 minutes and is used once (a refresh gives a new pair). Expired
 *   entries are dropped when touched and by a sweep at every issue. A restart forgets every token: eSewa then gets
 *   401 and signs in again.
 * - Failed authentications are counted per client address: after `failuresPerMinute` within a minute, the address
 *   gets 429 for every request, right credentials included, until the oldest failure is a minute old.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { RecentCounts } from '@school/service-kit';

export const accessTokenSeconds = 15 * 60;
export const refreshTokenSeconds = 60 * 60;
const minuteMs = 60_000;

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
  /** Seconds the access token lasts. */
  expiresIn: number;
}

interface KeptToken {
  kind: 'access' | 'refresh';
  expiresAt: number;
}

const digest = (text: string): Buffer => createHash('sha256').update(text, 'utf8').digest();
const sameText = (given: string, expected: string): boolean => timingSafeEqual(digest(given), digest(expected));

/** The username and password of a Basic header, or undefined when it is not one. */
export function basicCredentials(header: string): { username: string; password: string } | undefined {
  const match = /^Basic ([A-Za-z0-9+/]+=*)$/i.exec(header.trim());
  if (!match) return undefined;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  if (colon < 0) return undefined;
  return { username: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

export class TokenAuth {
  private readonly tokens = new Map<string, KeptToken>();
  private readonly failures: RecentCounts;

  constructor(
    private readonly credentials: { username: string; password: string },
    private readonly now: () => Date = () => new Date(),
    failuresPerMinute = 10,
  ) {
    this.failures = new RecentCounts(failuresPerMinute, minuteMs, now);
  }

  /** Whether both the username and the password are the agreed ones (both are always compared). */
  credentialsMatch(username: string, password: string): boolean {
    const usernameMatches = sameText(username, this.credentials.username);
    const passwordMatches = sameText(password, this.credentials.password);
    return usernameMatches && passwordMatches;
  }

  /** A new access and refresh token for eSewa, after its credentials matched or its refresh token did. */
  issue(): TokenPair {
    this.sweep();
    const accessToken = this.keep('access', accessTokenSeconds);
    const refreshToken = this.keep('refresh', refreshTokenSeconds);
    return { accessToken, refreshToken, expiresIn: accessTokenSeconds };
  }

  /** A new pair for a live refresh token, which is used up; undefined for an unknown, used or expired one. */
  refresh(refreshToken: string): TokenPair | undefined {
    const key = digest(refreshToken).toString('hex');
    if (!this.live(key, 'refresh')) return undefined;
    this.tokens.delete(key);
    return this.issue();
  }

  /** Whether an Authorization header is the agreed Basic credentials or a live access token. */
  authorizes(header: string | undefined): boolean {
    if (header === undefined) return false;
    const bearer = /^Bearer ([A-Za-z0-9_-]{1,200})$/i.exec(header.trim());
    if (bearer) return this.live(digest(bearer[1]!).toString('hex'), 'access');
    const basic = basicCredentials(header);
    return basic !== undefined && this.credentialsMatch(basic.username, basic.password);
  }

  /** Counts a failed authentication from this client address. */
  recordFailure(address: string): void {
    this.failures.add(address);
  }

  /** Seconds this address must wait after too many failures; 0 when it may try. */
  lockedForSeconds(address: string): number {
    return this.failures.isLimited(address) ? this.failures.retryAfterSeconds(address) : 0;
  }

  /** How many tokens are kept (tests check the sweep). */
  get keptTokens(): number {
    return this.tokens.size;
  }

  private keep(kind: KeptToken['kind'], seconds: number): string {
    const token = randomBytes(32).toString('base64url');
    this.tokens.set(digest(token).toString('hex'), { kind, expiresAt: this.now().getTime() + seconds * 1000 });
    return token;
  }

  private live(key: string, kind: KeptToken['kind']): boolean {
    const kept = this.tokens.get(key);
    if (!kept || kept.kind !== kind) return false;
    if (kept.expiresAt <= this.now().getTime()) {
      this.tokens.delete(key);
      return false;
    }
    return true;
  }

  private sweep(): void {
    const at = this.now().getTime();
    for (const [key, kept] of this.tokens) if (kept.expiresAt <= at) this.tokens.delete(key);
  }
}
