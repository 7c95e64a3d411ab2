/**
 * Signing in with an emailed code: what POST /api/office/sign-in/code and POST /api/office/sign-in do, apart from
 * HTTP. Asking for a code and typing a wrong one are limited per typed email and per client address (IPv6 by its
 * /64), counted alike whether or not the email is staff's, so a 429 never tells who is staff.
 */
import { randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import { addressKey, RecentCounts } from '@school/service-kit';
import { Outbox } from '../mail/outbox.js';
import { SignInCodes, codeLifetimeMs } from './signInCodes.js';
import { SignInLinks } from './signInLinks.js';
import { signInEmail } from './signInEmail.js';
import type { StaffSessions } from './staffSessions.js';
import { emailKey, StaffStore, type StaffMember } from './staffStore.js';

const hourMs = 60 * 60_000;
const dayMs = 24 * hourMs;

/** The limits: codes asked for and wrong codes, per typed email and per client address. */
export interface SignInLimits {
  codesPerEmailPerHour: number;
  codesPerAddressPerHour: number;
  wrongCodesPerEmailPerDay: number;
  wrongCodesPerAddressPerDay: number;
}

export const defaultSignInLimits: SignInLimits = {
  codesPerEmailPerHour: 5,
  codesPerAddressPerHour: 20,
  wrongCodesPerEmailPerDay: 10,
  wrongCodesPerAddressPerDay: 30,
};

export type SignInOutcome =
  | { kind: 'signed-in'; sessionId: string; member: StaffMember }
  | { kind: 'wrong' }
  | { kind: 'limited'; retryAfterSeconds: number };

export class SignIn {
  private readonly staff: StaffStore;
  private readonly codes: SignInCodes;
  private readonly links: SignInLinks;
  private readonly outbox: Outbox;
  private readonly codesByEmail: RecentCounts;
  private readonly codesByAddress: RecentCounts;
  private readonly wrongByEmail: RecentCounts;
  private readonly wrongByAddress: RecentCounts;

  constructor(
    private readonly db: Database.Database,
    private readonly sessions: StaffSessions,
    private readonly messageIdDomain: string,
    limits: SignInLimits = defaultSignInLimits,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.staff = new StaffStore(db);
    this.codes = new SignInCodes(db, now);
    this.links = new SignInLinks(db, now);
    this.outbox = new Outbox(db);
    this.codesByEmail = new RecentCounts(limits.codesPerEmailPerHour, hourMs, now);
    this.codesByAddress = new RecentCounts(limits.codesPerAddressPerHour, hourMs, now);
    this.wrongByEmail = new RecentCounts(limits.wrongCodesPerEmailPerDay, dayMs, now);
    this.wrongByAddress = new RecentCounts(limits.wrongCodesPerAddressPerDay, dayMs, now);
  }

  /**
   * A code for the typed email: issued (and, for a member of staff, queued to be mailed in the same transaction),
   * or refused by a limit. Returns whether an email was queued, for the caller to wake the sender; the HTTP answer
   * is the same either way.
   */
  requestCode(typedEmail: string, clientAddress: string): { kind: 'issued'; mailed: boolean } | SignInOutcome {
    const email = emailKey(typedEmail);
    const address = addressKey(clientAddress);
    const limited = this.limited([this.codesByEmail, email], [this.codesByAddress, address]);
    if (limited) return limited;
    this.codesByEmail.add(email);
    this.codesByAddress.add(address);
    return this.db.transaction(() => {
      const code = this.codes.issue(email);
      const member = this.staff.find(email);
      if (!member) return { kind: 'issued' as const, mailed: false };
      // The email's reference is a fixed word: the outbox's log lines carry references, and a code must not be one.
      this.outbox.enqueue(
        signInEmail(member.email, code, codeLifetimeMs / 60_000),
        `<${randomUUID()}@${this.messageIdDomain}>`,
        'sign-in',
        this.now(),
      );
      return { kind: 'issued' as const, mailed: true };
    })();
  }

  /** Checks a typed code; the right one begins a new session (a new id at every sign-in). */
  signIn(typedEmail: string, code: string, clientAddress: string): SignInOutcome {
    const email = emailKey(typedEmail);
    const address = addressKey(clientAddress);
    const limited = this.limited([this.wrongByEmail, email], [this.wrongByAddress, address]);
    if (limited) return limited;
    const checked = /^\d{6}$/.test(code.trim()) ? this.codes.check(email, code) : 'wrong';
    const member = checked === 'right' ? this.staff.find(email) : undefined;
    if (!member) {
      this.wrongByEmail.add(email);
      this.wrongByAddress.add(address);
      return { kind: 'wrong' };
    }
    return { kind: 'signed-in', sessionId: this.sessions.begin(member.email), member };
  }

  /**
   * Checks a fresh code of a person already signed in (adding a passkey asks for one): used up when right; a wrong
   * one counts as a wrong sign-in code does.
   */
  checkFreshCode(email: string, code: string, clientAddress: string): 'right' | 'wrong' | SignInOutcome {
    const key = emailKey(email);
    const address = addressKey(clientAddress);
    const limited = this.limited([this.wrongByEmail, key], [this.wrongByAddress, address]);
    if (limited) return limited;
    if (/^\d{6}$/.test(code.trim()) && this.codes.check(key, code) === 'right') return 'right';
    this.wrongByEmail.add(key);
    this.wrongByAddress.add(address);
    return 'wrong';
  }

  /** Whether the client address may try again (a passkey sign-in that failed counts as a wrong code). */
  addressLimited(clientAddress: string): SignInOutcome | undefined {
    return this.limited([this.wrongByAddress, addressKey(clientAddress)]);
  }

  /** A failed passkey sign-in, counted against the address. */
  countWrongFrom(clientAddress: string): void {
    this.wrongByAddress.add(addressKey(clientAddress));
  }

  /** Uses a one-time sign-in link's token; a wrong one counts against the address as a wrong code does. */
  signInWithLink(token: string, clientAddress: string): SignInOutcome {
    const address = addressKey(clientAddress);
    const limited = this.limited([this.wrongByAddress, address]);
    if (limited) return limited;
    const email = this.links.use(token);
    const member = email === undefined ? undefined : this.staff.find(email);
    if (!member) {
      this.wrongByAddress.add(address);
      return { kind: 'wrong' };
    }
    return { kind: 'signed-in', sessionId: this.sessions.begin(member.email), member };
  }

  private limited(...counts: [RecentCounts, string][]): SignInOutcome | undefined {
    const waits = counts.map(([count, key]) => count.retryAfterSeconds(key));
    const longest = Math.max(...waits);
    return longest > 0 ? { kind: 'limited', retryAfterSeconds: longest } : undefined;
  }
}
