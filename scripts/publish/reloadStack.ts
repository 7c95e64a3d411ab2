/**
 * How a running `make start` serves a new release: its nginx configuration rendered again for the live site, then a
 * graceful reload (no request fails). Used by `make publish` beside `make start` (scripts/publish.ts) and by the
 * stack's own publisher service (stackPublisher.ts). Compose's web container reloads itself instead.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { nginxDir, renderNginx, siteDir, type StackSettings } from '../stack.js';
import { currentLink } from './siteReleases.js';

/** The pid of the stack's nginx while it runs (its pid file names a live process), else undefined. */
function runningNginx(s: StackSettings): number | undefined {
  try {
    const pid = Number(readFileSync(join(nginxDir(s), 'nginx.pid'), 'utf8').trim());
    process.kill(pid, 0);
    return pid;
  } catch {
    return undefined;
  }
}

/** A running `make start` serves the new release: its pages rendered again, then a graceful reload. */
export function reloadRunningStack(s: StackSettings, log: (line: string) => void = console.log): void {
  const pid = runningNginx(s);
  if (!pid) {
    log('[publish] the site is not running here: `make start` serves the new version when it starts');
    return;
  }
  renderNginx(s, join(siteDir(s), currentLink), nginxDir(s), s.httpPort, 'pipe');
  const config = ['-e', 'stderr', '-p', nginxDir(s), '-c', join(nginxDir(s), 'nginx.conf')];
  const test = spawnSync('nginx', [...config, '-t', '-q'], { encoding: 'utf8' });
  if (test.status !== 0) throw new Error(`nginx refused the new configuration: ${test.stderr}`);
  // SIGHUP: new workers take the new pages; the old ones finish the requests they hold.
  process.kill(pid, 'SIGHUP');
  log(`[publish] the running site at http://127.0.0.1:${s.httpPort} now serves it`);
}
