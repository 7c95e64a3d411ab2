/** What every benchmark script shares: where the repository is, its BENCH_* settings, and percentiles. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** A whole-number BENCH_* setting from the environment, or its default. */
export function numberSetting(name: string, fallback: number): number {
  const raw = process.env[name];
  const value = raw ? Number(raw) : fallback;
  if (!Number.isInteger(value) || value < 1) throw new Error(`${name} must be a whole number, got '${raw}'`);
  return value;
}

/** The p-th percentile (nearest rank) of numbers sorted ascending; NaN for none. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

/**
 * Points scripts/stack.ts at a bench's own ports and folders (`build/bench-<name>-<portBase>/`), with the
 * request-rate limits too high to apply (they would measure themselves, not the service), logs at warn (one line
 * per request would measure the log pipe) and the sandbox as eSewa. `extra` adds the bench's own settings.
 */
export function configureBenchStack(name: string, portBase: number, extra: Record<string, string> = {}): void {
  const sandboxUrl = `http://127.0.0.1:${portBase + 3}`;
  Object.assign(process.env, {
    HTTP_PORT: String(portBase + 80),
    PAYMENT_PORT: String(portBase + 1),
    COMMENTS_PORT: String(portBase + 2),
    SANDBOX_PORT: String(portBase + 3),
    OFFICE_PORT: String(portBase + 4),
    MAIL_SANDBOX_SMTP_PORT: String(portBase + 5),
    MAIL_SANDBOX_HTTP_PORT: String(portBase + 6),
    OFFICE_FORM_RATE_LIMIT: '1000000r/s',
    OFFICE_FORM_RATE_BURST: '1000000',
    RESULTS_LOOKUP_RATE_LIMIT: '1000000r/s',
    RESULTS_LOOKUP_RATE_BURST: '1000000',
    DATA_DIR: resolve(repoRoot, `build/bench-${name}-${portBase}/data`),
    STACK_RUNTIME_DIR: resolve(repoRoot, `build/bench-${name}-${portBase}/stack`),
    API_RATE_LIMIT: '1000000r/s',
    API_RATE_BURST: '1000000',
    API_READ_RATE_LIMIT: '1000000r/s',
    API_READ_RATE_BURST: '1000000',
    PAYMENT_RATE_LIMIT_PER_MINUTE: '100000000',
    PAYMENT_INITIATE_LIMIT_PER_ADDRESS: '100000000',
    PAYMENT_INITIATE_LIMIT_PER_HOUR: '100000000',
    COMMENTS_BACKEND: 'api',
    ESEWA_ENV: 'uat',
    ESEWA_FORM_URL: `${sandboxUrl}/api/epay/main/v2/form`,
    ESEWA_STATUS_URL: `${sandboxUrl}/api/epay/transaction/status/`,
    LOG_LEVEL: 'warn',
    ...extra,
  });
  // The sandbox and payment-service must agree on eSewa's test credentials; the site's address is the stack's.
  for (const setting of ['ESEWA_SECRET_KEY', 'ESEWA_PRODUCT_CODE', 'PUBLIC_SITE_URL', 'PAYMENT_MAX_AMOUNT']) {
    delete process.env[setting];
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export interface LoadResult {
  name: string;
  sent: number;
  ok: number;
  latenciesMs: number[];
  seconds: number;
}

/**
 * Sends `send()` at a steady `rate` per second (an open loop: a slow answer does not slow the next request) for
 * `seconds`, at most rate × seconds requests; each answer must be `okStatus`.
 */
export async function steadyLoad(
  name: string,
  rate: number,
  seconds: number,
  send: (i: number) => Promise<Response>,
  okStatus = 200,
): Promise<LoadResult> {
  const total = rate * seconds;
  const latenciesMs: number[] = [];
  let ok = 0;
  const started = performance.now();
  const pending: Promise<void>[] = [];
  for (let i = 0; i < total; i += 1) {
    const due = started + (i * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 0) await sleep(wait);
    const sent = performance.now();
    pending.push(
      send(i)
        .then(async (response) => {
          await response.arrayBuffer();
          if (response.status === okStatus) ok += 1;
        })
        .catch(() => {})
        .finally(() => latenciesMs.push(performance.now() - sent)),
    );
  }
  await Promise.all(pending);
  return { name, sent: total, ok, latenciesMs, seconds: (performance.now() - started) / 1000 };
}

export function loadRow(result: LoadResult, targetP99: number) {
  const sorted = [...result.latenciesMs].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  return {
    row: {
      load: result.name,
      requests: result.sent,
      'ok %': ((100 * result.ok) / result.sent).toFixed(1),
      'req/s': Math.round(result.sent / result.seconds),
      'p50 ms': percentile(sorted, 50).toFixed(1),
      'p99 ms': p99.toFixed(1),
      'max ms': (sorted.at(-1) ?? Number.NaN).toFixed(1),
      target: `100% ok, p99 < ${targetP99} ms`,
    },
    met: result.ok === result.sent && p99 < targetP99,
  };
}
