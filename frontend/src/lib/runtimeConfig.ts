/**
 * Runtime settings, read from `window.__SCHOOL_CONFIG__`, which `/config.js` sets before the app loads.
 * nginx renders that file from the environment at start (nginx/render.sh), so an operator changes `.env`
 * and restarts without rebuilding. Only public values live here: never a secret.
 */
import { defaultUploadLimits, type UploadLimits } from '@school/contracts/admission-checks';

export type CommentsBackend = 'api' | 'firestore';

export interface FirebaseWebConfig {
  apiKey: string;
  authDomain: string;
  projectId: string;
  storageBucket: string;
  messagingSenderId: string;
  appId: string;
  measurementId: string;
}

export interface RuntimeConfig {
  commentsBackend: CommentsBackend;
  /** Present only when the operator configured a Firebase web app. */
  firebase: FirebaseWebConfig | null;
  /** The admission form's file limits: office-service's settings (OFFICE_PHOTO_MAX_MB, OFFICE_CERTIFICATE_MAX_MB). */
  uploads: UploadLimits;
  /**
   * host:port of a local Firestore emulator the browser's SDK connects to instead of Google (FIRESTORE_EMULATOR_HOST):
   * tests and `make start` only, never a live site (nginx/render.sh refuses it with SITE_DOMAIN).
   */
  firestoreEmulatorHost: string | null;
}

declare global {
  interface Window {
    __SCHOOL_CONFIG__?: Partial<RuntimeConfig>;
  }
}

export const defaultRuntimeConfig: RuntimeConfig = {
  commentsBackend: 'api',
  firebase: null,
  uploads: { ...defaultUploadLimits },
  firestoreEmulatorHost: null,
};

/** A limit as /config.js gives it: a whole number of megabytes, 1 to 100 as office-service takes it. */
function megabytesOr(value: unknown, fallback: number): number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 100 ? value : fallback;
}

/** Reads the settings, falling back to the self-hosted defaults for anything missing or malformed. */
export function readRuntimeConfig(
  source: Partial<RuntimeConfig> | undefined = window.__SCHOOL_CONFIG__,
): RuntimeConfig {
  const firebase = source?.firebase?.apiKey && source.firebase.projectId ? source.firebase : null;
  const commentsBackend = source?.commentsBackend === 'firestore' && firebase ? 'firestore' : 'api';
  const uploads = {
    photoMaxMb: megabytesOr(source?.uploads?.photoMaxMb, defaultUploadLimits.photoMaxMb),
    certificateMaxMb: megabytesOr(source?.uploads?.certificateMaxMb, defaultUploadLimits.certificateMaxMb),
  };
  const emulatorHost = source?.firestoreEmulatorHost;
  const firestoreEmulatorHost =
    typeof emulatorHost === 'string' && /^[A-Za-z0-9.-]+:\d{1,5}$/.test(emulatorHost) ? emulatorHost : null;
  return { commentsBackend, firebase, uploads, firestoreEmulatorHost };
}
