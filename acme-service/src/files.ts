/**
 * The files this service shares with nginx, each written whole or not at all: a reader (nginx's reload, the
 * challenge request) sees either the old file or the new one, never half of one.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';

export const keyFileName = 'privkey.pem';
export const chainFileName = 'fullchain.pem';

/** Writes beside the target, flushes to disk, then renames over it (rename is atomic within one folder). */
export async function writeFileAtomic(path: string, content: string, mode: number): Promise<void> {
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temporary, 'wx', mode);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
}

/** The served certificate chain, or undefined when there is none yet. */
export async function readChain(certificateDir: string): Promise<string | undefined> {
  try {
    return await readFile(join(certificateDir, chainFileName), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The key first, then the chain: nginx's watcher reloads when the chain changes, and by then the matching key is
 * already in place. The key is readable by its owner only (nginx runs as the same user).
 */
export async function writeCertificate(certificateDir: string, key: string, chain: string): Promise<void> {
  await mkdir(certificateDir, { recursive: true });
  await writeFileAtomic(join(certificateDir, keyFileName), key, 0o600);
  await writeFileAtomic(join(certificateDir, chainFileName), chain, 0o644);
}

/** The file the CA fetches at http://<domain>/.well-known/acme-challenge/<token>. */
export function challengePath(challengeDir: string, token: string): string {
  // Tokens are base64url (RFC 8555, 8.3); anything else must never become a path.
  if (!/^[A-Za-z0-9_-]+$/.test(token))
    throw new Error(`refusing an ACME challenge token that is not base64url: '${token}'`);
  return join(challengeDir, token);
}

export async function writeChallenge(challengeDir: string, token: string, keyAuthorization: string): Promise<void> {
  await mkdir(challengeDir, { recursive: true });
  await writeFileAtomic(challengePath(challengeDir, token), keyAuthorization, 0o644);
}

export async function removeChallenge(challengeDir: string, token: string): Promise<void> {
  await rm(challengePath(challengeDir, token), { force: true });
}
