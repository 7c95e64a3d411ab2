/**
 * Staff passkeys (WebAuthn), served by office-service:
 *
 * - POST /api/office/passkeys/code → 202: a fresh sign-in code mailed to the signed-in person (adding a passkey
 *   needs one, so a session left open cannot add a passkey unnoticed).
 * - POST /api/office/passkeys/options {code} → 200 the registration options (WebAuthn JSON); a wrong code → 401.
 * - POST /api/office/passkeys {label, response} → 201 the passkey; the owner is emailed.
 * - GET /api/office/passkeys → the person's own; DELETE /api/office/passkeys/:id → 204, their own only.
 * - GET /api/office/staff-passkeys, DELETE /api/office/staff-passkeys/:id (admin): everybody's.
 * - POST /api/office/sign-in/passkey/options → 200 the sign-in options (discoverable credentials: no email asked);
 *   POST /api/office/sign-in/passkey {response} → 200 {email, role} and a new session cookie, or 401.
 */
import { Type, type Static } from 'typebox';

/** The passkey's name as the person gave it (e.g. "Office PC", "My phone"). */
export const passkeyLabel = Type.String({ minLength: 1, maxLength: 60 });

/** WebAuthn's JSON answer of the browser (@simplewebauthn/browser's): the library checks its inside. */
const credentialJson = Type.Object({
  id: Type.String({ minLength: 1, maxLength: 1400 }),
  rawId: Type.String({ minLength: 1, maxLength: 1400 }),
  type: Type.Literal('public-key'),
  response: Type.Record(Type.String(), Type.Unknown()),
  clientExtensionResults: Type.Record(Type.String(), Type.Unknown()),
  authenticatorAttachment: Type.Optional(Type.String({ maxLength: 40 })),
});

export const PasskeyCodeRequest = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 20 }) },
  { additionalProperties: false },
);
export type PasskeyCodeRequest = Static<typeof PasskeyCodeRequest>;

export const AddPasskeyRequest = Type.Object(
  { label: passkeyLabel, response: credentialJson },
  { additionalProperties: false },
);
export type AddPasskeyRequest = Static<typeof AddPasskeyRequest>;

export const PasskeySignInRequest = Type.Object({ response: credentialJson }, { additionalProperties: false });
export type PasskeySignInRequest = Static<typeof PasskeySignInRequest>;

/** WebAuthn's options for the browser, as @simplewebauthn/server makes them. */
export const PasskeyCeremonyOptions = Type.Record(Type.String(), Type.Unknown());

export const Passkey = Type.Object({
  id: Type.String(),
  label: Type.String(),
  addedAt: Type.String(),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]),
});
export type Passkey = Static<typeof Passkey>;

export const PasskeysAnswer = Type.Object({ passkeys: Type.Array(Passkey) });
export type PasskeysAnswer = Static<typeof PasskeysAnswer>;

/** An admin's view: whose each passkey is. */
export const StaffPasskey = Type.Object({ ...Passkey.properties, email: Type.String() });
export type StaffPasskey = Static<typeof StaffPasskey>;
export const StaffPasskeysAnswer = Type.Object({ passkeys: Type.Array(StaffPasskey) });
export type StaffPasskeysAnswer = Static<typeof StaffPasskeysAnswer>;

export const PasskeyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 1400 }) });
