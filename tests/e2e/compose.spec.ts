import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

interface ComposeService {
  ports?: unknown[];
  restart?: string;
  depends_on?: Record<string, { condition: string }>;
  volumes?: unknown[];
  profiles?: string[];
  network_mode?: string;
}

// No Docker engine is needed: `docker-compose config` parses, interpolates and validates the file.
test('docker-compose accepts the compose file', () => {
  const result = spawnSync('docker-compose', ['-f', 'docker-compose.yml', '--env-file', '.env.example', 'config'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  expect(result.error, 'docker-compose is installed (apt-get install docker-compose)').toBeUndefined();
  expect(result.status, result.stderr).toBe(0);

  // Debian's docker-compose runs on Debian's python3, which therefore has PyYAML: read the result as data.
  const toJson = spawnSync(
    '/usr/bin/python3',
    ['-c', 'import sys, yaml, json; json.dump(yaml.safe_load(sys.stdin), sys.stdout)'],
    {
      input: result.stdout,
      encoding: 'utf8',
    },
  );
  expect(toJson.status, toJson.stderr).toBe(0);
  const { services } = JSON.parse(toJson.stdout) as { services: Record<string, ComposeService> };

  expect(Object.keys(services).sort()).toEqual([
    'comments-service',
    'office-service',
    'payment-service',
    'publisher',
    'publisher-service',
    'site-setup',
    'web',
  ]);
  // nginx is the one published service; the three services are reachable only inside the stack.
  expect(JSON.stringify(services.web?.ports)).toContain('8080');
  for (const name of [
    'payment-service',
    'comments-service',
    'office-service',
    'site-setup',
    'publisher',
    'publisher-service',
  ]) {
    expect(services[name]?.ports, `${name} publishes nothing`).toBeUndefined();
  }
  // web starts once the site is on the site volume and the services answer.
  expect(services.web?.depends_on).toEqual({
    'site-setup': { condition: 'service_completed_successfully' },
    'payment-service': { condition: 'service_healthy' },
    'comments-service': { condition: 'service_healthy' },
    'office-service': { condition: 'service_healthy' },
  });
  expect(services['comments-service']?.depends_on).toEqual({
    'site-setup': { condition: 'service_completed_successfully' },
  });
  for (const name of ['web', 'payment-service', 'comments-service', 'office-service', 'publisher-service']) {
    expect(services[name]?.restart, name).toBe('unless-stopped');
  }
  // The one-shot steps: site-setup at every `up`, the publisher only when `make publish` runs it; neither has a
  // network.
  expect(services['site-setup']?.restart).toBeUndefined();
  expect(services.publisher?.profiles).toEqual(['publish']);
  for (const name of ['site-setup', 'publisher']) expect(services[name]?.network_mode, name).toBe('none');
  // The publisher service builds what the console asks for (through the publish-queue volume): no network, no port,
  // no container engine's socket.
  expect(services['publisher-service']?.network_mode).toBe('none');
  expect(JSON.stringify(services['publisher-service']?.volumes)).not.toContain('.sock');

  // Each service's data volume; the site volume read-only where it is only read.
  const mounts = (name: string) => JSON.stringify(services[name]?.volumes);
  expect(services['payment-service']?.volumes?.length).toBe(1);
  // office-service: its data, and the console's content folder and publish queue.
  expect(services['office-service']?.volumes?.length).toBe(3);
  expect(mounts('office-service')).toContain('"publish-queue:/srv/publish-queue:rw"');
  expect(mounts('publisher-service')).toContain('"publish-queue:/srv/publish-queue:rw"');
  expect(services['comments-service']?.volumes?.length).toBe(2);
  expect(mounts('comments-service')).toContain('"site:/srv/site:ro"');
  expect(mounts('web')).toContain('"site:/srv/site:ro"');
  expect(mounts('site-setup')).toContain('"site:/srv/site:rw"');
  expect(mounts('publisher')).toContain('"site:/srv/site:rw"');
  expect(mounts('publisher')).toMatch(/"[^"]*\/site-content:\/app\/site-content:rw"/);
});
