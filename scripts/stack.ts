/**
 * The whole stack as plain processes, for a machine without Docker (`make start`) and for the end-to-end
 * tests: payment-service, comments-service, office-service, the eSewa and Khalti sandboxes, the mail sandbox (unless SMTP_HOST
 * names a real mail server), the publisher service (the console's publish requests: scripts/publish/stackPublisher.ts)
 * and nginx, rendered from the same template as the container (nginx/render.sh). If one process dies the others are stopped and the reason printed;
 * Ctrl-C stops everything. With COMMENTS_BACKEND=firestore and no Firebase project (FIREBASE_PROJECT_ID), the
 * Cloud Firestore emulator runs too, with the live site's rules, and the site talks to it (FIRESTORE_EMULATOR_HOST).
 *
 * Usage: tsx scripts/stack.ts [--fresh] [--ignore-dotenv]
 *   --fresh          start from an empty data folder (the end-to-end tests do; `make start` keeps its data).
 *   --ignore-dotenv  do not read .env (the tests set every setting themselves).
 *   --fresh-content  copy the repository's site-content/ to SITE_CONTENT_DIR first (the end-to-end tests do, so what
 *                    the console saves never lands in the repository's folder).
 * Settings come from the environment and .env (see .env.example); every port is overridable.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  configOrThrow,
  emulatorSiteSettings,
  findEmulatorLauncher,
  loadRules,
  missingEmulator,
  setting as readSetting,
  SettingsReader,
} from '@school/service-kit';
import { currentLink, discardRelease, newRelease, pruneReleases, swapIn } from './publish/siteReleases.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface StackSettings {
  httpPort: number;
  paymentPort: number;
  commentsPort: number;
  sandboxPort: number;
  /** The Khalti sandbox (tests/khalti-sandbox): its API and its payment pages. */
  khaltiSandboxPort: number;
  officePort: number;
  /** The mail sandbox's SMTP port and its page (where a developer reads the mails the site sent). */
  mailSandboxSmtpPort: number;
  mailSandboxHttpPort: number;
  /** The Firestore emulator's port, when the stack runs one (COMMENTS_BACKEND=firestore without a Firebase project). */
  firestoreEmulatorPort: number;
  /** Where the SQLite files live; survives restarts unless `fresh`. */
  dataDir: string;
  /** Rendered nginx config, temp paths, pid file and the live site (site/, see siteDir). */
  runtimeDir: string;
  /** The built site to serve (frontend/dist unless SITE_DIST_DIR names another build). */
  siteDistDir: string;
  /** The address parents use: eSewa's return address, the services' CORS origin, link previews. */
  publicSiteUrl: string;
  /** The school's content folder (SITE_CONTENT_DIR, default site-content/), which the console edits and publishes. */
  contentDir: string;
  /** The publish queue between office-service and the publisher (PUBLISH_QUEUE_DIR, default DATA_DIR/publish-queue). */
  publishQueueDir: string;
  fresh: boolean;
  /** Start it as a fresh copy of the repository's site-content/ (`--fresh-content`). */
  freshContent: boolean;
}

/** A setting from the environment; an empty value (as `.env.example` leaves them) counts as unset. */
function setting(name: string): string | undefined {
  return readSetting(process.env, name);
}

export function settingsFromEnv(argv: string[] = process.argv.slice(2)): StackSettings {
  const settings = new SettingsReader(process.env, { sentenceEnd: '' });
  const httpPort = settings.port('HTTP_PORT', 8080);
  const paymentPort = settings.port('PAYMENT_PORT', 3001);
  const commentsPort = settings.port('COMMENTS_PORT', 3002);
  const sandboxPort = settings.port('SANDBOX_PORT', 3003);
  const officePort = settings.port('OFFICE_PORT', 3004);
  const khaltiSandboxPort = settings.port('KHALTI_SANDBOX_PORT', 3006);
  const mailSandboxSmtpPort = settings.port('MAIL_SANDBOX_SMTP_PORT', 3025);
  const mailSandboxHttpPort = settings.port('MAIL_SANDBOX_HTTP_PORT', 3026);
  const firestoreEmulatorPort = settings.port('FIRESTORE_EMULATOR_PORT', 3005);
  return configOrThrow(
    settings.result(() => ({
      httpPort,
      paymentPort,
      commentsPort,
      sandboxPort,
      khaltiSandboxPort,
      officePort,
      mailSandboxSmtpPort,
      mailSandboxHttpPort,
      firestoreEmulatorPort,
      dataDir: resolve(repoRoot, settings.text('DATA_DIR', 'data')),
      runtimeDir: resolve(repoRoot, settings.text('STACK_RUNTIME_DIR', 'build/stack')),
      siteDistDir: resolve(repoRoot, settings.text('SITE_DIST_DIR', 'frontend/dist')),
      publicSiteUrl: settings.text('PUBLIC_SITE_URL', `http://127.0.0.1:${httpPort}`),
      contentDir: resolve(repoRoot, settings.text('SITE_CONTENT_DIR', 'site-content')),
      publishQueueDir: resolve(
        repoRoot,
        settings.text('PUBLISH_QUEUE_DIR', join(settings.text('DATA_DIR', 'data'), 'publish-queue')),
      ),
      fresh: argv.includes('--fresh'),
      freshContent: argv.includes('--fresh-content'),
    })),
  );
}

interface ProcessSpec {
  name: string;
  command: string;
  args: string[];
  env: Record<string, string>;
  /** An address that answers 2xx once the process is ready; or, for a process with no port, a file it writes. */
  readyUrl: string;
  readyFile?: string;
  /** Run once it is ready, before the next process starts. */
  whenReady?: () => Promise<void>;
  /** Stop its whole process group (a launcher script whose child does the work). */
  group?: boolean;
}

/**
 * The Firestore emulator the stack runs, if any: with COMMENTS_BACKEND=firestore, no Firebase project and no emulator
 * of the developer's own (FIRESTORE_EMULATOR_HOST). It takes the live site's rules.
 */
function firestoreEmulator(s: StackSettings): ProcessSpec[] {
  if (
    setting('COMMENTS_BACKEND') !== 'firestore' ||
    setting('FIREBASE_PROJECT_ID') ||
    setting('FIRESTORE_EMULATOR_HOST')
  )
    return [];
  const launcher = findEmulatorLauncher();
  if (!launcher)
    throw new Error(`COMMENTS_BACKEND=firestore without a Firebase project needs the emulator, but ${missingEmulator}`);
  const host = `127.0.0.1:${s.firestoreEmulatorPort}`;
  return [
    {
      name: 'firestore-emulator',
      command: launcher,
      args: ['start', '--host=127.0.0.1', `--port=${s.firestoreEmulatorPort}`],
      env: {},
      readyUrl: `http://${host}/`,
      group: true,
      whenReady: async () => {
        await loadRules(host, readFileSync(join(siteDir(s), currentLink, 'content/firestore.rules'), 'utf8'));
        // The school's moderation setting lives in Firestore (settings/comments): the stack's COMMENTS_MODERATION.
        if (setting('COMMENTS_MODERATION') === 'before') {
          const result = spawnSync(
            process.execPath,
            [join(repoRoot, 'comments-service/dist/cli/moderate-comments.js'), 'moderation', 'before'],
            { env: { ...process.env, ...firestoreSettings(s) }, encoding: 'utf8' },
          );
          if (result.status !== 0) throw new Error(`could not set the moderation setting: ${result.stderr}`);
        }
      },
    },
  ];
}

/** The settings that point the site and `make comments` at the stack's emulator (none without one). */
export function firestoreSettings(s: StackSettings): Record<string, string> {
  if (setting('COMMENTS_BACKEND') !== 'firestore' || setting('FIREBASE_PROJECT_ID')) return {};
  return emulatorSiteSettings(setting('FIRESTORE_EMULATOR_HOST') ?? `127.0.0.1:${s.firestoreEmulatorPort}`);
}

function processSpecs(s: StackSettings): ProcessSpec[] {
  const loopback = '127.0.0.1';
  const sandboxUrl = `http://${loopback}:${s.sandboxPort}`;
  // The local stack pays through the sandbox unless the operator points it elsewhere.
  const esewa = {
    ESEWA_ENV: setting('ESEWA_ENV') ?? 'uat',
    ESEWA_FORM_URL: setting('ESEWA_FORM_URL') ?? `${sandboxUrl}/api/epay/main/v2/form`,
    ESEWA_STATUS_URL: setting('ESEWA_STATUS_URL') ?? `${sandboxUrl}/api/epay/transaction/status/`,
  };
  // Khalti likewise: its sandbox and payment-service share one key, the operator's or the sandbox's own.
  const khaltiSandboxUrl = `http://${loopback}:${s.khaltiSandboxPort}`;
  const khaltiSandboxKey = 'test_secret_key_khalti_sandbox_0000000000000000';
  const khalti = {
    KHALTI_BASE_URL: setting('KHALTI_BASE_URL') ?? `${khaltiSandboxUrl}/api/v2/`,
    KHALTI_SECRET_KEY: setting('KHALTI_SECRET_KEY') ?? khaltiSandboxKey,
  };
  // eSewa's token payment: the sandbox's app page signs in to payment-service with one pair, the operator's or this.
  const esewaToken = {
    ESEWA_TOKEN_USERNAME: setting('ESEWA_TOKEN_USERNAME') ?? 'esewa_app_sandbox',
    ESEWA_TOKEN_PASSWORD: setting('ESEWA_TOKEN_PASSWORD') ?? 'sandbox-token-password-not-for-live-0000000000000000',
  };
  const node = process.execPath;
  return [
    ...firestoreEmulator(s),
    {
      name: 'khalti-sandbox',
      command: node,
      args: [join(repoRoot, 'tests/khalti-sandbox/dist/server.js')],
      env: {
        BIND_HOST: loopback,
        KHALTI_SANDBOX_PORT: String(s.khaltiSandboxPort),
        KHALTI_SECRET_KEY: khalti.KHALTI_SECRET_KEY,
      },
      readyUrl: `${khaltiSandboxUrl}/__sandbox/health`,
    },
    {
      name: 'esewa-sandbox',
      command: node,
      args: [join(repoRoot, 'tests/esewa-sandbox/dist/server.js')],
      env: {
        BIND_HOST: loopback,
        SANDBOX_PORT: String(s.sandboxPort),
        // Its eSewa app page pays school fees by student ID straight to payment-service, as eSewa's server would.
        ESEWA_TOKEN_MERCHANT_URL: `http://${loopback}:${s.paymentPort}/api/esewa/token`,
        ...esewaToken,
      },
      readyUrl: `${sandboxUrl}/__sandbox/health`,
    },
    {
      name: 'payment-service',
      command: node,
      args: [join(repoRoot, 'payment-service/dist/server.js')],
      env: {
        ...esewa,
        ...khalti,
        ...esewaToken,
        BIND_HOST: loopback,
        PAYMENT_PORT: String(s.paymentPort),
        PAYMENT_DB_PATH: join(s.dataDir, 'payments.sqlite'),
        PUBLIC_SITE_URL: s.publicSiteUrl,
        // Receipts are mailed through the office outbox.
        OFFICE_SERVICE_URL: `http://${loopback}:${s.officePort}`,
      },
      readyUrl: `http://${loopback}:${s.paymentPort}/api/health`,
    },
    {
      name: 'comments-service',
      command: node,
      args: [join(repoRoot, 'comments-service/dist/server.js')],
      env: {
        BIND_HOST: loopback,
        COMMENTS_PORT: String(s.commentsPort),
        COMMENTS_DB_PATH: join(s.dataDir, 'comments.sqlite'),
        // The live site's list, so a `make publish` opens its new posts to comments at once.
        COMMENTS_POSTS_FILE: join(siteDir(s), currentLink, 'content/posts.json'),
        PUBLIC_SITE_URL: s.publicSiteUrl,
        // after (the default) or before: the service checks the value and explains a bad one.
        COMMENTS_MODERATION: setting('COMMENTS_MODERATION') ?? 'after',
        // Staff sessions are office-service's: the office's comment routes ask it.
        OFFICE_SERVICE_URL: `http://${loopback}:${s.officePort}`,
      },
      readyUrl: `http://${loopback}:${s.commentsPort}/api/health`,
    },
    ...mailSandbox(s),
    {
      name: 'office-service',
      command: node,
      args: [join(repoRoot, 'office-service/dist/server.js')],
      env: {
        ...officeMail(s),
        BIND_HOST: loopback,
        OFFICE_PORT: String(s.officePort),
        OFFICE_DB_PATH: join(s.dataDir, 'office.sqlite'),
        OFFICE_FILES_PATH: join(s.dataDir, 'office-files'),
        PUBLIC_SITE_URL: s.publicSiteUrl,
        // A receipt is read there before it is mailed.
        PAYMENT_SERVICE_URL: `http://${loopback}:${s.paymentPort}`,
        // The spec's sample results, so the result page works out of the box (docs/operations.md,
        // "Publishing exam results").
        RESULTS_SAMPLES: setting('RESULTS_SAMPLES') ?? 'yes',
        // The console's entries and publish requests (the publisher below builds them).
        SITE_CONTENT_DIR: s.contentDir,
        PUBLISH_QUEUE_DIR: s.publishQueueDir,
      },
      readyUrl: `http://${loopback}:${s.officePort}/api/health`,
    },
    {
      // No port: it takes requests from the queue folder and reloads the stack's nginx after each swap.
      name: 'publisher',
      command: node,
      args: [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), join(repoRoot, 'scripts/publish/stackPublisher.ts')],
      env: { SITE_CONTENT_DIR: s.contentDir, PUBLISH_QUEUE_DIR: s.publishQueueDir },
      readyUrl: '',
      readyFile: join(s.publishQueueDir, 'history.json'),
    },
    {
      name: 'nginx',
      command: 'nginx',
      args: ['-e', 'stderr', '-p', nginxDir(s), '-c', join(nginxDir(s), 'nginx.conf')],
      env: {},
      readyUrl: `http://${loopback}:${s.httpPort}/`,
    },
  ];
}

/** A real mail server in the settings (SMTP_HOST): the school's mail goes there and no mail sandbox runs. */
function realMailServer(): boolean {
  return setting('SMTP_HOST') !== undefined;
}

/** Without a real mail server, a mail sandbox on this machine receives everything office-service sends. */
function mailSandbox(s: StackSettings): ProcessSpec[] {
  if (realMailServer()) return [];
  return [
    {
      name: 'mail-sandbox',
      command: process.execPath,
      args: [join(repoRoot, 'tests/mail-sandbox/dist/server.js')],
      env: {
        BIND_HOST: '127.0.0.1',
        MAIL_SANDBOX_SMTP_PORT: String(s.mailSandboxSmtpPort),
        MAIL_SANDBOX_HTTP_PORT: String(s.mailSandboxHttpPort),
      },
      readyUrl: mailSandboxUrl(s) + 'messages',
    },
  ];
}

function mailSandboxUrl(s: StackSettings): string {
  return `http://127.0.0.1:${s.mailSandboxHttpPort}/`;
}

/** office-service's mail settings: the operator's (.env or the environment), else the mail sandbox's. */
function officeMail(s: StackSettings): Record<string, string> {
  if (realMailServer()) return {}; // office-service reads SMTP_* from the environment it inherits
  return {
    SMTP_HOST: '127.0.0.1',
    SMTP_PORT: String(s.mailSandboxSmtpPort),
    SMTP_SECURITY: 'none',
    SMTP_USER: '',
    SMTP_PASSWORD: '',
    MAIL_FROM: setting('MAIL_FROM') ?? 'office@school.example',
    SCHOOL_INBOX: setting('SCHOOL_INBOX') ?? 'admissions@school.example',
  };
}

function requireNginx(): void {
  if (spawnSync('nginx', ['-v'], { stdio: 'ignore' }).error) {
    throw new Error(
      'nginx is not installed. On Debian or Ubuntu install it with:\n' +
        '    sudo apt-get update && sudo apt-get install -y nginx-light gettext-base\n' +
        'then run `make start` again.',
    );
  }
}

function requireBuilt(s: StackSettings): void {
  const needed = [
    join(s.siteDistDir, 'index.html'),
    join(repoRoot, 'payment-service/dist/server.js'),
    join(repoRoot, 'comments-service/dist/server.js'),
    join(repoRoot, 'office-service/dist/server.js'),
    join(repoRoot, 'tests/esewa-sandbox/dist/server.js'),
    join(repoRoot, 'tests/mail-sandbox/dist/server.js'),
  ];
  const missing = needed.filter((file) => !existsSync(file));
  if (missing.length > 0) throw new Error(`not built yet (${missing.join(', ')}): run \`make build\` first`);
}

/**
 * The live site: releases of the built site and `current`, the one nginx serves (scripts/publish/siteReleases.ts).
 * `make start` puts the last build (SITE_DIST_DIR) there; `make publish` a new one, while the stack runs.
 */
export function siteDir(s: StackSettings): string {
  return join(s.runtimeDir, 'site');
}

/** Where nginx's rendered config, pid file and temp files live. */
export function nginxDir(s: StackSettings): string {
  return join(s.runtimeDir, 'nginx');
}

/**
 * Renders nginx.conf and /config.js with the very script the container runs, for the site in `webRoot`; the preview
 * (scripts/publish.ts) renders another nginx into its own folder and port.
 */
export function renderNginx(
  s: StackSettings,
  webRoot: string,
  runtime = nginxDir(s),
  port = s.httpPort,
  stdio: 'inherit' | 'pipe' = 'inherit',
): void {
  const result = spawnSync('sh', [join(repoRoot, 'nginx/render.sh')], {
    stdio,
    env: {
      ...process.env,
      NGINX_RUNTIME_DIR: runtime,
      NGINX_WEB_ROOT: webRoot,
      NGINX_LISTEN_PORT: String(port),
      NGINX_ACCESS_LOG: join(runtime, 'access.log'),
      PUBLIC_SITE_URL: s.publicSiteUrl,
      PAYMENT_SERVICE_ADDR: `127.0.0.1:${s.paymentPort}`,
      COMMENTS_SERVICE_ADDR: `127.0.0.1:${s.commentsPort}`,
      OFFICE_SERVICE_ADDR: `127.0.0.1:${s.officePort}`,
      ESEWA_FORM_URL: setting('ESEWA_FORM_URL') ?? `http://127.0.0.1:${s.sandboxPort}/api/epay/main/v2/form`,
      ...firestoreSettings(s),
    },
  });
  if (result.status !== 0)
    throw new Error(`nginx/render.sh failed: ${String(result.stderr ?? '').trim() || 'see the message above'}`);
}

function prefixLines(name: string, stream: NodeJS.ReadableStream, out: NodeJS.WriteStream): void {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk: string) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) out.write(`[${name}] ${line}\n`);
  });
  stream.on('end', () => {
    if (pending) out.write(`[${name}] ${pending}\n`);
  });
}

async function waitUntilReady(spec: ProcessSpec, child: ChildProcess, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const url = spec.readyFile ?? spec.readyUrl;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`exited before it was ready`);
    if (spec.readyFile) {
      if (existsSync(spec.readyFile)) return;
    } else
      try {
        const response = await fetch(spec.readyUrl, { signal: AbortSignal.timeout(1000) });
        if (response.ok) return;
      } catch {
        // not listening yet
      }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`did not answer ${url} within ${timeoutMs / 1000} s`);
}

export interface RunningStack {
  siteUrl: string;
  /** The page of the mails the site sent; undefined when SMTP_HOST names a real mail server. */
  mailSandboxUrl: string | undefined;
  /** The process id of one of the stack's processes by name ('office-service', 'nginx' …), while it runs. */
  pidOf(name: string): number | undefined;
  /** Resolves with the reason once any process has exited. */
  ended: Promise<string>;
  stop(): Promise<void>;
}

/** The repository's site-content/ copied to `contentDir` (never the folder itself), replacing an earlier copy. */
function freshContentCopy(contentDir: string): void {
  const repositoryContent = join(repoRoot, 'site-content');
  if (resolve(contentDir) === repositoryContent) {
    throw new Error('--fresh-content needs SITE_CONTENT_DIR set to a folder other than site-content/ (its copy)');
  }
  rmSync(contentDir, { recursive: true, force: true });
  cpSync(repositoryContent, contentDir, { recursive: true });
}

export async function startStack(s: StackSettings): Promise<RunningStack> {
  requireNginx();
  requireBuilt(s);
  mkdirSync(s.dataDir, { recursive: true });
  // Emptied rather than removed: the folder may be a mount point (the e2e tests put it on a tmpfs of its own).
  if (s.fresh) for (const entry of readdirSync(s.dataDir)) rmSync(join(s.dataDir, entry), { recursive: true });
  if (s.freshContent) freshContentCopy(s.contentDir);

  // nginx serves a copy of the build as a release of the live site, so a rebuild while the stack runs cannot pull
  // files from under it, and `make publish` can swap a new release in.
  rmSync(join(s.runtimeDir, 'web'), { recursive: true, force: true }); // the single copy of earlier versions
  const served = realpathSync(s.siteDistDir);
  const releases = existsSync(siteDir(s)) ? join(realpathSync(siteDir(s)), 'releases') : undefined;
  if (dirname(served) === releases) {
    // SITE_DIST_DIR is one of the live site's own releases (site/current): served as it is, so the publish history
    // (and `make publish ARGS=undo`) goes on from it.
    swapIn(siteDir(s), basename(served));
  } else {
    const release = newRelease(siteDir(s));
    try {
      cpSync(served, release.path, { recursive: true });
    } catch (error) {
      discardRelease(siteDir(s), release.name);
      throw error;
    }
    swapIn(siteDir(s), release.name);
    pruneReleases(siteDir(s));
  }
  renderNginx(s, join(siteDir(s), currentLink));

  const children: { spec: ProcessSpec; child: ChildProcess }[] = [];
  let stopping = false;
  let reportEnd: (reason: string) => void = () => {};
  const ended = new Promise<string>((r) => (reportEnd = r));

  // Last resort if this runner itself exits without stopping them (an uncaught error): no orphans left listening.
  process.once('exit', () => {
    for (const { spec, child } of children)
      if (child.exitCode === null && child.signalCode === null)
        if (spec.group) process.kill(-child.pid!, 'SIGKILL');
        else child.kill('SIGKILL');
  });

  const stop = async (): Promise<void> => {
    stopping = true;
    await Promise.all(
      children.map(
        ({ spec, child }) =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            const signal = (name: NodeJS.Signals) => (spec.group ? process.kill(-child.pid!, name) : child.kill(name));
            const killer = setTimeout(() => signal('SIGKILL'), 5000);
            child.once('exit', () => {
              clearTimeout(killer);
              done();
            });
            signal('SIGTERM');
          }),
      ),
    );
  };

  for (const spec of processSpecs(s)) {
    if (spec.readyFile) rmSync(spec.readyFile, { force: true }); // written anew by the process once it is ready
    const child = spawn(spec.command, spec.args, {
      cwd: repoRoot,
      env: { ...process.env, ...spec.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // Its own process group: Ctrl-C reaches only this runner, which then stops everything in order
      // (otherwise every process would get SIGINT at once and report the others' exits as failures).
      detached: true,
    });
    children.push({ spec, child });
    prefixLines(spec.name, child.stdout!, process.stdout);
    prefixLines(spec.name, child.stderr!, process.stderr);
    child.on('error', (error) => console.error(`[stack] could not start ${spec.name}: ${error.message}`));
    child.on('exit', (code, signal) => {
      if (stopping) return;
      const reason = `${spec.name} exited (${signal ? `signal ${signal}` : `code ${code}`}); stopping the others`;
      console.error(`[stack] ${reason}`);
      void stop().then(() => reportEnd(reason));
    });
    try {
      await waitUntilReady(spec, child);
      await spec.whenReady?.();
    } catch (error) {
      await stop();
      throw new Error(`${spec.name} ${(error as Error).message}`, { cause: error });
    }
  }

  return {
    siteUrl: `http://127.0.0.1:${s.httpPort}`,
    mailSandboxUrl: realMailServer() ? undefined : mailSandboxUrl(s),
    pidOf: (name) => children.find(({ spec }) => spec.name === name)?.child.pid,
    ended,
    stop,
  };
}

async function main(): Promise<void> {
  const dotenv = join(repoRoot, '.env');
  if (!process.argv.includes('--ignore-dotenv') && existsSync(dotenv)) {
    // Values already in the environment win over the file, as with Compose.
    process.loadEnvFile(dotenv);
    console.log('[stack] read settings from .env');
  }
  const settings = settingsFromEnv();
  const stack = await startStack(settings);
  console.log(`[stack] the site is up at ${stack.siteUrl} (data in ${settings.dataDir}); Ctrl-C stops everything`);
  console.log(
    stack.mailSandboxUrl
      ? `[stack] the mails the site sends are kept (not sent) by the mail sandbox: read them at ${stack.mailSandboxUrl}`
      : `[stack] the site mails through ${setting('SMTP_HOST')} (SMTP_HOST)`,
  );
  const emulatorHost = firestoreSettings(settings).FIRESTORE_EMULATOR_HOST;
  if (emulatorHost)
    console.log(
      `[stack] comments go to the Firestore emulator at ${emulatorHost} (nothing leaves this machine; its data goes ` +
        `when the stack stops); moderate them with FIRESTORE_EMULATOR_HOST=${emulatorHost} make comments`,
    );
  const shutdown = (signal: string) => {
    console.log(`[stack] ${signal}: stopping`);
    void stack.stop().then(() => process.exit(0));
  };
  process.once('SIGINT', () => shutdown('SIGINT'));
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  const reason = await stack.ended;
  console.error(`[stack] stopped: ${reason}`);
  process.exit(1);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    console.error(`[stack] ${(error as Error).message}`);
    process.exit(1);
  });
}
