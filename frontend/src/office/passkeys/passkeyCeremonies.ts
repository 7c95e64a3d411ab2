import type { StaffSessionAnswer } from '@school/contracts';
import { postJson, type ApiResult } from '../../lib/api';

/**
 * The browser's half of the passkey ceremonies. @simplewebauthn/browser is loaded only when a ceremony starts, so
 * the sign-in page's first load does not carry it.
 */

/** Whether this browser has WebAuthn at all (the sign-in page hides its passkey button otherwise). */
export function browserHasPasskeys(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function';
}

/** The person cancelled the browser's dialog, or it failed: no request was sent. */
export const ceremonyCancelled = { ok: false, status: -1 } as const;

/** Signs in with a passkey the browser holds for the site (no email typed: discoverable credentials). */
export async function signInWithPasskey(): Promise<ApiResult<StaffSessionAnswer> | typeof ceremonyCancelled> {
  const options = await postJson<Record<string, unknown>>('/api/office/sign-in/passkey/options', {});
  if (!options.ok) return options;
  const { startAuthentication } = await import('@simplewebauthn/browser');
  let response: unknown;
  try {
    response = await startAuthentication({ optionsJSON: options.data as never });
  } catch {
    return ceremonyCancelled;
  }
  return postJson<StaffSessionAnswer>('/api/office/sign-in/passkey', { response });
}

/** Adds a passkey: the fresh code's check gives the options, the browser makes the credential, the office keeps it. */
export async function addPasskey(code: string, label: string): Promise<ApiResult<unknown> | typeof ceremonyCancelled> {
  const options = await postJson<Record<string, unknown>>('/api/office/passkeys/options', { code });
  if (!options.ok) return options;
  const { startRegistration } = await import('@simplewebauthn/browser');
  let response: unknown;
  try {
    response = await startRegistration({ optionsJSON: options.data as never });
  } catch {
    return ceremonyCancelled;
  }
  return postJson('/api/office/passkeys', { label, response });
}
