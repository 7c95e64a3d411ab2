import { spawn } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

export interface FrontProxyOptions {
  /** Its own folder for the config, pid and temp files (emptied first). */
  runtimeDir: string;
  /** Where it listens, on 127.0.0.1. */
  port: number;
  /** The site it forwards to, on 127.0.0.1. */
  sitePort: number;
  /** The address it connects to the site from: one the e2e stack trusts (TRUSTED_PROXIES). */
  bindAddress: string;
  /** The X-Forwarded-For it sends: an nginx expression such as $proxy_add_x_forwarded_for, or a fixed address. */
  forwardedFor: string;
}

/**
 * A REAL nginx in front of the site on loopback, as an operator's TLS proxy or a mobile carrier's gateway would be:
 * it connects from `bindAddress` and names the client in X-Forwarded-For. Resolves once the site answers through
 * it, with the function that stops it.
 */
export async function startFrontProxy(options: FrontProxyOptions): Promise<() => void> {
  const { runtimeDir } = options;
  rmSync(runtimeDir, { recursive: true, force: true });
  mkdirSync(runtimeDir, { recursive: true });
  const temp = (name: string) => `${name}_temp_path ${join(runtimeDir, name)};`;
  writeFileSync(
    join(runtimeDir, 'nginx.conf'),
    `daemon off;
pid ${join(runtimeDir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}
  server {
    listen 127.0.0.1:${options.port};
    location / {
      proxy_pass http://127.0.0.1:${options.sitePort};
      proxy_bind ${options.bindAddress};
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For ${options.forwardedFor};
    }
  }
}
`,
  );
  const nginx = spawn('nginx', ['-e', 'stderr', '-p', runtimeDir, '-c', join(runtimeDir, 'nginx.conf')], {
    stdio: 'ignore',
  });
  const stop = () => void nginx.kill('SIGTERM');
  await expect
    .poll(async () => (await fetch(`http://127.0.0.1:${options.port}/api/health`).catch(() => null))?.status, {
      timeout: 10_000,
    })
    .toBe(200);
  return stop;
}
