import { spawn, type ChildProcess } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from './test.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The ports of a stack beside the suite's own: every process of scripts/stack.ts gets one. */
export interface OwnStackPorts {
  http: number;
  payment: number;
  comments: number;
  sandbox: number;
  khaltiSandbox: number;
  office: number;
  mailSmtp: number;
  mailHttp: number;
}

export interface OwnStack {
  process: ChildProcess;
  /** Everything the stack printed so far (its processes' logs, each line prefixed with the process's name). */
  output(): string;
  /** SIGTERM, which the stack's runner passes on to its processes; resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * A second stack for a spec that needs settings or processes of its own (scripts/stack.ts, as the suite's), on its
 * own ports and data folder, started and waited for until nginx answers /api/health. Node runs stack.ts itself (no
 * npx in between), so that SIGTERM reaches it and it stops its processes. `fresh` empties the data folder first;
 * `env` adds or overrides settings (an empty value means the setting's default).
 */
export async function startOwnStack(options: {
  ports: OwnStackPorts;
  dataDir: string;
  runtimeDir: string;
  fresh: boolean;
  env?: Record<string, string>;
}): Promise<OwnStack> {
  const { ports } = options;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/stack.ts', '--ignore-dotenv', ...(options.fresh ? ['--fresh'] : [])],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        HTTP_PORT: String(ports.http),
        PAYMENT_PORT: String(ports.payment),
        COMMENTS_PORT: String(ports.comments),
        SANDBOX_PORT: String(ports.sandbox),
        // Every sandbox on a port of its own: with the default, two such stacks side by side met on one port.
        KHALTI_SANDBOX_PORT: String(ports.khaltiSandbox),
        OFFICE_PORT: String(ports.office),
        MAIL_SANDBOX_SMTP_PORT: String(ports.mailSmtp),
        MAIL_SANDBOX_HTTP_PORT: String(ports.mailHttp),
        DATA_DIR: options.dataDir,
        STACK_RUNTIME_DIR: options.runtimeDir,
        COMMENTS_BACKEND: 'api',
        ...options.env,
      },
    },
  );
  const output: string[] = [];
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => output.push(String(chunk)));
  const stack: OwnStack = {
    process: child,
    output: () => output.join(''),
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
    },
  };
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${ports.http}/api/health`).then(
          (answer) => answer.status,
          () => 0,
        ),
      { timeout: 90_000, intervals: [500] },
    )
    .toBe(200);
  return stack;
}
