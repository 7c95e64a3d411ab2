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

  expect(Object.keys(services).sort()).toEqual(['comments-service', 'office-service', 'payment-service', 'web']);
  // nginx is the one published service; the three services are reachable only inside the stack.
  expect(JSON.stringify(services.web?.ports)).toContain('8080');
  expect(services['payment-service']?.ports).toBeUndefined();
  expect(services['comments-service']?.ports).toBeUndefined();
  expect(services['office-service']?.ports).toBeUndefined();
  expect(services.web?.depends_on).toEqual({
    'payment-service': { condition: 'service_healthy' },
    'comments-service': { condition: 'service_healthy' },
    'office-service': { condition: 'service_healthy' },
  });
  for (const [name, service] of Object.entries(services)) {
    expect(service.restart, name).toBe('unless-stopped');
  }
  expect(services['payment-service']?.volumes?.length).toBe(1);
  expect(services['comments-service']?.volumes?.length).toBe(1);
  expect(services['office-service']?.volumes?.length).toBe(1);
});
