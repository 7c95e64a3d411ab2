/**
 * Staff passkeys apart from HTTP: adding one (after a fresh emailed code, the owner told by email), signing in with
 * one (discoverable credentials: the browser offers the passkeys it holds for the site, no email typed), listing
 * and removing. The relying party is the site's own address (PUBLIC_SITE_URL): its host name is the RP ID, its
 * origin the only one accepted (on 127.0.0.1, localhost instead: WebAuthn refuses IP addresses).
 */
import { createHash, randomUUID } from 'node:crypto';
import type Database from 'better-sqlite3';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { loopbackTwin } from '@school/service-kit';
import { Outbox } from '../mail/outbox.js';
import type { StaffSessions } from '../staff/staffSessions.js';
import { StaffStore, type StaffMember } from '../staff/staffStore.js';
import { PasskeyChallenges } from './passkeyChallenges.js';
import { passkeyAddedEmail } from './passkeyAddedEmail.js';
import { PasskeyStore, type StoredPasskey } from './passkeyStore.js';

export const rpName = 'School office';

/** A signed-in person and the session they asked from (an 'add' challenge is bound to it). */
export interface Asker {
  email: string;
  sessionId: string;
}

/** The challenge inside a browser's answer (clientDataJSON, base64url), or undefined when unreadable. */
function challengeOf(clientDataJSON: unknown): string | undefined {
  if (typeof clientDataJSON !== 'string') return undefined;
  try {
    const data = JSON.parse(Buffer.from(clientDataJSON, 'base64url').toString('utf8')) as { challenge?: unknown };
    return typeof data.challenge === 'string' ? data.challenge : undefined;
  } catch {
    return undefined;
  }
}

export class StaffPasskeys {
  readonly store: PasskeyStore;
  private readonly challenges: PasskeyChallenges;
  private readonly staff: StaffStore;
  private readonly outbox: Outbox;
  private readonly rpID: string;
  /** The one origin a passkey's answer may come from. */
  private readonly origin: string;

  constructor(
    private readonly db: Database.Database,
    private readonly sessions: StaffSessions,
    siteOrigin: string,
    private readonly messageIdDomain: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.store = new PasskeyStore(db);
    this.challenges = new PasskeyChallenges(db, now);
    this.staff = new StaffStore(db);
    this.outbox = new Outbox(db);
    // WebAuthn refuses an IP address: a site on 127.0.0.1 uses its loopback twin, localhost (service-kit's
    // loopbackOrigin.ts), and its passkeys work when the console is opened there.
    const twin = loopbackTwin(siteOrigin);
    this.origin = new URL(siteOrigin).hostname === '127.0.0.1' && twin ? twin : siteOrigin;
    this.rpID = new URL(this.origin).hostname;
  }

  /** The options to add a passkey (call after the fresh code was checked); its challenge bound to the session. */
  async addOptions(asker: Asker): Promise<Record<string, unknown>> {
    const options = await generateRegistrationOptions({
      rpName,
      rpID: this.rpID,
      userName: asker.email,
      // The same user handle for every passkey of a person: an authenticator keeps one per person.
      userID: new Uint8Array(createHash('sha256').update(asker.email).digest().subarray(0, 16)),
      attestationType: 'none',
      excludeCredentials: this.store.list(asker.email).map((key) => ({ id: key.id, transports: key.transports })),
      authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    });
    this.challenges.keep(options.challenge, 'add', asker);
    return options as unknown as Record<string, unknown>;
  }

  /** Checks the browser's new credential against the session's challenge; stores it and queues the owner's email. */
  async add(asker: Asker, label: string, response: RegistrationResponseJSON): Promise<StoredPasskey | undefined> {
    const challenge = challengeOf(response.response?.clientDataJSON);
    if (!challenge || !this.challenges.take(challenge, 'add', asker)) return undefined;
    const verified = await verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpID,
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verified?.verified) return undefined;
    const { credential } = verified.registrationInfo;
    const at = this.now();
    const passkey = {
      id: credential.id,
      email: asker.email,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      label: label.trim(),
      addedAt: at.toISOString(),
    };
    return this.db.transaction(() => {
      if (!this.staff.find(asker.email) || this.store.find(passkey.id)) return undefined;
      this.store.add(passkey);
      this.outbox.enqueue(
        passkeyAddedEmail(asker.email, passkey.label, at),
        `<${randomUUID()}@${this.messageIdDomain}>`,
        'passkey-added',
        at,
      );
      return { ...passkey, lastUsedAt: null };
    })();
  }

  /** Options to sign in: no credentials listed, so the browser offers the site's passkeys it holds. */
  async signInOptions(): Promise<Record<string, unknown>> {
    const options = await generateAuthenticationOptions({ rpID: this.rpID, userVerification: 'required' });
    this.challenges.keep(options.challenge, 'sign-in', undefined);
    return options as unknown as Record<string, unknown>;
  }

  /** Checks a passkey's answer; a right one begins a new session, as a code does. */
  async signIn(response: AuthenticationResponseJSON): Promise<{ sessionId: string; member: StaffMember } | undefined> {
    const challenge = challengeOf(response.response?.clientDataJSON);
    if (!challenge || !this.challenges.take(challenge, 'sign-in')) return undefined;
    const passkey = this.store.find(response.id);
    const member = passkey && this.staff.find(passkey.email);
    if (!passkey || !member) return undefined;
    const verified = await verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: this.origin,
      expectedRPID: this.rpID,
      credential: {
        id: passkey.id,
        publicKey: new Uint8Array(passkey.publicKey),
        counter: passkey.counter,
        transports: passkey.transports,
      },
      requireUserVerification: true,
    }).catch(() => undefined);
    if (!verified?.verified) return undefined;
    this.store.used(passkey.id, verified.authenticationInfo.newCounter, this.now());
    return { sessionId: this.sessions.begin(member.email), member };
  }
}
