/**
 * What the operator suite asks the container engine: Docker's Engine API on DOCKER_HOST's socket (podman serves
 * the same API there), the engine's CLI for exec, save and the like, and the test stack's Compose.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process';
import { request } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
export const project = process.env.TEST_STACK_PROJECT ?? 'school-website-test';
/** The project's own services (docker-compose.yml); the eSewa and mail sandboxes are the test's additions. */
export const projectServices = ['comments-service', 'office-service', 'payment-service', 'publisher-service', 'web'];
export const testOnlyServices = ['esewa-sandbox', 'mail-sandbox'];
/** Services that run once at `up` and exit (site-setup puts the image's site on the site volume). */
export const oneShotServices = ['site-setup'];
/** The tag of the images this run built and runs (test-containers.sh, CONTAINERS_IMAGE_TAG). */
export const imageTag = process.env.IMAGE_TAG ?? 'latest';

const socketPath = (process.env.DOCKER_HOST ?? 'unix:///var/run/docker.sock').replace(/^unix:\/\//, '');

/** GET on the Engine API; the parsed JSON answer. */
export function engineApi<T>(path: string): Promise<T> {
  return new Promise((done, fail) => {
    request({ socketPath, path, method: 'GET' }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => {
        if ((response.statusCode ?? 500) >= 300) fail(new Error(`GET ${path}: ${response.statusCode} ${body}`));
        else done(JSON.parse(body) as T);
      });
    })
      .on('error', fail)
      .end();
  });
}

interface RunResult {
  status: number | null;
  stdout: string;
  stderr: string;
}

function run(command: string, args: string[], options: SpawnSyncOptions = {}): RunResult {
  const result = spawnSync(command, args, { cwd: repoRoot, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024, ...options });
  if (result.error) throw result.error;
  return { status: result.status, stdout: String(result.stdout), stderr: String(result.stderr) };
}

/** The engine's CLI (docker or podman, as test-containers.sh chose); throws unless it succeeds. */
export function engineCli(...args: string[]): string {
  const result = run(process.env.CONTAINER_ENGINE ?? 'docker', args);
  if (result.status !== 0) throw new Error(`${args.join(' ')} failed: ${result.stderr}`);
  return result.stdout;
}

/** scripts/containers/test-stack.sh: up, down, or `compose ARGS`. */
export function testStack(...args: string[]): RunResult {
  return run('bash', ['scripts/containers/test-stack.sh', ...args]);
}

export interface ContainerInfo {
  Id: string;
  Name: string;
  Config: {
    User: string;
    Env: string[] | null;
    Labels: Record<string, string>;
    Healthcheck?: { Test?: string[] };
  };
  State: { Running: boolean; StartedAt: string; ExitCode?: number; Health?: { Status: string } };
  HostConfig: {
    NetworkMode: string;
    PortBindings: Record<string, { HostIp: string; HostPort: string }[] | null> | null;
  };
  NetworkSettings: { Networks: Record<string, { IPAddress: string }> };
}

/** The test stack's containers, by Compose service name. */
export async function stackContainers(): Promise<Map<string, ContainerInfo>> {
  const filters = encodeURIComponent(JSON.stringify({ label: [`com.docker.compose.project=${project}`] }));
  const listed = await engineApi<{ Id: string }[]>(`/containers/json?all=1&filters=${filters}`);
  const containers = new Map<string, ContainerInfo>();
  for (const { Id } of listed) {
    const info = await engineApi<ContainerInfo>(`/containers/${Id}/json`);
    containers.set(info.Config.Labels['com.docker.compose.service'] ?? info.Name, info);
  }
  return containers;
}
