/**
 * Reading settings from the environment. An empty value counts as unset everywhere: .env.example and Docker
 * Compose pass empty strings for the settings an operator left alone. A service checks all its settings in one
 * go and reports every problem at once, so an operator fixes them all before the next start.
 */

export type Env = Readonly<Record<string, string | undefined>>;

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof logLevels)[number];

/** A service's settings, or every problem with them in the operator's words. */
export type ConfigResult<Config> = { ok: true; config: Config } | { ok: false; errors: string[] };

/**
 * The one "an empty value means unset" reader. Values are trimmed unless `keepWhitespace` (a secret is taken
 * exactly as given).
 */
export function setting(env: Env, name: string, options: { keepWhitespace?: boolean } = {}): string | undefined {
  const raw = env[name];
  if (raw === undefined) return undefined;
  const value = options.keepWhitespace ? raw : raw.trim();
  return value === '' ? undefined : value;
}

/**
 * PUBLIC_SITE_URL's default: https://SITE_DOMAIN when the site has its own domain (HTTPS by itself,
 * docs/operations.md, "HTTPS"), otherwise the address Compose publishes by default. One rule for every service and nginx/render.sh.
 */
export function defaultPublicSiteUrl(env: Env): string {
  const domain = setting(env, 'SITE_DOMAIN');
  return domain ? `https://${domain}` : 'http://localhost:8080';
}

/** An address with its text exactly as given (services pass it on as typed) and its parsed form. */
export interface HttpUrlSetting {
  text: string;
  url: URL;
}

export interface SettingsOptions {
  /** Ends each problem the reader words itself: '.' by default, '' for a service that lists them as bullets. */
  sentenceEnd?: string;
}

/** How a service words a problem itself, when its texts differ from the reader's; `raw` is the value given. */
export type Wording = (raw: string) => string;

/**
 * Reads one service's settings and collects what is wrong with them. Each reader answers the fallback when the
 * value is bad, so reading goes on and every problem is collected; `result()` then answers the errors instead.
 */
export class SettingsReader {
  readonly errors: string[] = [];
  private readonly sentenceEnd: string;

  constructor(
    private readonly env: Env,
    options: SettingsOptions = {},
  ) {
    this.sentenceEnd = options.sentenceEnd ?? '.';
  }

  /** The value, or undefined when unset or empty. */
  optional(name: string, options: { keepWhitespace?: boolean } = {}): string | undefined {
    return setting(this.env, name, options);
  }

  text(name: string, fallback: string): string {
    return this.optional(name) ?? fallback;
  }

  /** A problem the service found itself (a rule the reader does not know), worded completely by it. */
  problem(message: string): void {
    this.errors.push(message);
  }

  port(name: string, fallback: number, wording?: Wording): number {
    return this.checkedNumber(
      name,
      fallback,
      1,
      65_535,
      wording ?? ((raw) => `${name} must be a port number between 1 and 65535, got '${raw}'${this.sentenceEnd}`),
    );
  }

  /** Digits only: no sign, fraction or exponent. */
  wholeNumber(name: string, fallback: number, range: { min: number; max?: number }): number {
    return this.checkedNumber(
      name,
      fallback,
      range.min,
      range.max ?? Number.MAX_SAFE_INTEGER,
      (raw) => `${name} must be a whole number of at least ${range.min}, got '${raw}'${this.sentenceEnd}`,
    );
  }

  /**
   * DATA_MIN_FREE_MB, in bytes: the free space a service keeps on its database's disk (diskSpace.ts). 64 MB by
   * default: many times what SQLite's WAL grows to between checkpoints (about 4 MB), and little on any server disk.
   */
  minFreeDiskBytes(): number {
    return this.wholeNumber('DATA_MIN_FREE_MB', 64, { min: 0, max: 1_000_000 }) * 1024 * 1024;
  }

  logLevel(name = 'LOG_LEVEL', fallback: LogLevel = 'info'): LogLevel {
    const raw = this.optional(name) ?? fallback;
    const level = logLevels.find((known) => known === raw);
    if (level) return level;
    this.errors.push(`${name} must be one of ${logLevels.join(', ')}, got '${raw}'${this.sentenceEnd}`);
    return fallback;
  }

  /** An http:// or https:// address; undefined (and a problem) for anything else. */
  httpUrl(name: string, fallback: string, wording?: Wording): HttpUrlSetting | undefined {
    const text = this.optional(name) ?? fallback;
    const url = parseHttpUrl(text);
    if (url) return { text, url };
    this.errors.push(
      (wording ?? ((raw) => `${name} must be an http:// or https:// address, got '${raw}'${this.sentenceEnd}`))(text),
    );
    return undefined;
  }

  /** The settings when nothing was wrong; `build` runs only then. */
  result<Config>(build: () => Config): ConfigResult<Config> {
    return this.errors.length > 0 ? { ok: false, errors: [...this.errors] } : { ok: true, config: build() };
  }

  private checkedNumber(name: string, fallback: number, min: number, max: number, wording: Wording): number {
    const raw = this.optional(name);
    if (raw === undefined) return fallback;
    const value = Number(raw);
    if (/^\d+$/.test(raw) && value >= min && value <= max) return value;
    this.errors.push(wording(raw));
    return fallback;
  }
}

export function parseHttpUrl(text: string): URL | undefined {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

/** The settings, or an Error naming every problem: for tests and tools, which have no operator to tell. */
export function configOrThrow<Config>(loaded: ConfigResult<Config>): Config {
  if (!loaded.ok) throw new Error(loaded.errors.join('\n'));
  return loaded.config;
}

/** Every problem with the settings; none when they are good. */
export function configErrors(loaded: ConfigResult<unknown>): string[] {
  return loaded.ok ? [] : loaded.errors;
}
