import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readChain, removeChallenge, writeCertificate, writeChallenge, writeFileAtomic } from './files.js';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'acme-files-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('writeFileAtomic', () => {
  it('replaces the file whole and leaves no temporary file behind', async () => {
    const path = join(dir, 'fullchain.pem');
    writeFileSync(path, 'old');
    const before = statSync(path).ino;
    await writeFileAtomic(path, 'new', 0o644);
    expect(readFileSync(path, 'utf8')).toBe('new');
    // A new file renamed over the old one: a reader holding the old one keeps it whole.
    expect(statSync(path).ino).not.toBe(before);
    expect(readdirSync(dir)).toEqual(['fullchain.pem']);
  });

  it('writes with the mode asked for', async () => {
    await writeFileAtomic(join(dir, 'privkey.pem'), 'key', 0o600);
    expect(statSync(join(dir, 'privkey.pem')).mode & 0o777).toBe(0o600);
  });

  it('removes its temporary file when the new one cannot be put in place', async () => {
    // A folder in the target's place: the rename fails.
    mkdirSync(join(dir, 'fullchain.pem', 'inside'), { recursive: true });
    await expect(writeFileAtomic(join(dir, 'fullchain.pem'), 'new', 0o644)).rejects.toThrow();
    expect(readdirSync(dir)).toEqual(['fullchain.pem']);
  });
});

describe('writeCertificate and readChain', () => {
  it('answers undefined before the first certificate, then the chain written, with the key private', async () => {
    const certificateDir = join(dir, 'tls');
    expect(await readChain(certificateDir)).toBeUndefined();
    await writeCertificate(certificateDir, 'KEY', 'CHAIN');
    expect(await readChain(certificateDir)).toBe('CHAIN');
    expect(readFileSync(join(certificateDir, 'privkey.pem'), 'utf8')).toBe('KEY');
    expect(statSync(join(certificateDir, 'privkey.pem')).mode & 0o777).toBe(0o600);
    expect(statSync(join(certificateDir, 'fullchain.pem')).mode & 0o777).toBe(0o644);
  });
});

describe('challenge files', () => {
  it('writes the key authorization under the token and removes it', async () => {
    await writeChallenge(dir, 'tok_en-1', 'tok_en-1.thumbprint');
    expect(readFileSync(join(dir, 'tok_en-1'), 'utf8')).toBe('tok_en-1.thumbprint');
    await removeChallenge(dir, 'tok_en-1');
    expect(readdirSync(dir)).toEqual([]);
  });

  it('refuses a token that could name another path', async () => {
    await expect(writeChallenge(dir, '../privkey.pem', 'x')).rejects.toThrow(/not base64url/);
    await expect(removeChallenge(dir, '../../etc')).rejects.toThrow(/not base64url/);
  });
});
