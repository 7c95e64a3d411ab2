import { existsSync, mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { configOrThrow } from '@school/service-kit';
import { loadConfig, type AppConfig } from '../src/config.js';

/** A fresh folder for a test's SQLite file, removed by `cleanup`. */
export function tempDatabase(label: string): { path: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), `comments-${label}-`));
  return { path: join(dir, 'comments.sqlite'), cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The settings the loader gives with nothing set, for a test's own database, quiet unless a test says otherwise. */
export function testConfig(databasePath: string, overrides: Partial<AppConfig> = {}): AppConfig {
  const postsFile = join(dirname(databasePath), 'posts.json');
  if (!existsSync(postsFile)) publishPosts(postsFile, ['peace-rally']);
  return {
    ...configOrThrow(
      loadConfig({ COMMENTS_DB_PATH: databasePath, COMMENTS_POSTS_FILE: postsFile, LOG_LEVEL: 'silent' }),
    ),
    ...overrides,
  };
}

/** Writes the published site's list of posts that take comments the way a publish does: a new file renamed over. */
export function publishPosts(postsFile: string, posts: string[]): void {
  writeFileSync(`${postsFile}.new`, `${JSON.stringify({ posts })}\n`);
  renameSync(`${postsFile}.new`, postsFile);
}

export interface ServerSentEvent {
  id?: string;
  event?: string;
  data: string;
}

/**
 * Reads a text/event-stream with fetch, the way a browser's EventSource parses it: events are separated by a
 * blank line; lines starting with ':' are comments (heartbeats), kept apart so tests can see them.
 */
export class EventStreamReader {
  readonly events: ServerSentEvent[] = [];
  readonly comments: string[] = [];
  status = 0;
  headers = new Headers();
  private readonly controller = new AbortController();
  private buffer = '';
  private waiters: (() => void)[] = [];

  constructor(
    private readonly url: string,
    private readonly requestHeaders: Record<string, string> = {},
  ) {}

  async open(): Promise<this> {
    const response = await fetch(this.url, { headers: this.requestHeaders, signal: this.controller.signal });
    this.status = response.status;
    this.headers = response.headers;
    if (!response.body) throw new Error('the stream has no body');
    void this.pump(response.body.pipeThrough(new TextDecoderStream()).getReader());
    return this;
  }

  private async pump(reader: ReadableStreamDefaultReader<string>): Promise<void> {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        this.buffer += value;
        let end: number;
        while ((end = this.buffer.indexOf('\n\n')) >= 0) {
          this.parseBlock(this.buffer.slice(0, end));
          this.buffer = this.buffer.slice(end + 2);
        }
        for (const wake of this.waiters.splice(0)) wake();
      }
    } catch {
      // aborted by close()
    }
  }

  private parseBlock(block: string): void {
    const event: ServerSentEvent = { data: '' };
    let hasData = false;
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) {
        this.comments.push(line.slice(1).trim());
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'id') event.id = value;
      if (field === 'event') event.event = value;
      if (field === 'data') {
        event.data += (hasData ? '\n' : '') + value;
        hasData = true;
      }
    }
    if (hasData) this.events.push(event);
  }

  /** Resolves once `ready()` holds, or rejects after the timeout with what arrived so far. */
  async waitFor(ready: () => boolean, timeoutMs = 2000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!ready()) {
      const left = deadline - Date.now();
      if (left <= 0) {
        throw new Error(`stream condition not met in ${timeoutMs} ms; events: ${JSON.stringify(this.events)}`);
      }
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  close(): void {
    this.controller.abort();
  }
}

/** A POST answer as the list and the stream show the comment: the same fields without the answer's `state`. */
export function asListed(answer: Record<string, unknown>): Record<string, unknown> {
  const { state: _state, ...listed } = answer;
  return listed;
}
