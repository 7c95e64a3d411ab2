import { describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtimeConfig';

const firebase = {
  apiKey: 'k',
  authDomain: 'school.firebaseapp.com',
  projectId: 'school',
  storageBucket: 'school.appspot.com',
  messagingSenderId: '1',
  appId: '1:1:web:1',
  measurementId: 'G-1',
};

describe('readRuntimeConfig', () => {
  it('defaults to the self-hosted comments backend when /config.js did not load', () => {
    expect(readRuntimeConfig(undefined)).toEqual({
      commentsBackend: 'api',
      firebase: null,
      uploads: { photoMaxMb: 5, certificateMaxMb: 10 },
      firestoreEmulatorHost: null,
    });
  });

  it("takes the admission form's file limits as office-service's settings give them, whole megabytes 1 to 100", () => {
    expect(readRuntimeConfig({ uploads: { photoMaxMb: 8, certificateMaxMb: 20 } }).uploads).toEqual({
      photoMaxMb: 8,
      certificateMaxMb: 20,
    });
    const unusable = { photoMaxMb: 0, certificateMaxMb: '12' } as unknown as {
      photoMaxMb: number;
      certificateMaxMb: number;
    };
    expect(readRuntimeConfig({ uploads: unusable }).uploads).toEqual({ photoMaxMb: 5, certificateMaxMb: 10 });
  });

  it('uses Firestore only when a Firebase web config is present', () => {
    expect(readRuntimeConfig({ commentsBackend: 'firestore', firebase }).commentsBackend).toBe('firestore');
    expect(readRuntimeConfig({ commentsBackend: 'firestore', firebase: null }).commentsBackend).toBe('api');
  });

  it('takes an emulator address only as host:port', () => {
    const config = (firestoreEmulatorHost: string) =>
      readRuntimeConfig({ commentsBackend: 'firestore', firebase, firestoreEmulatorHost }).firestoreEmulatorHost;
    expect(config('127.0.0.1:8085')).toBe('127.0.0.1:8085');
    expect(config('https://example.org/')).toBeNull();
    expect(config('127.0.0.1')).toBeNull();
  });
});
