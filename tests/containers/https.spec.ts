/**
 * HTTPS by itself (docs/operations.md, "HTTPS"), against the Compose stack with docker-compose.https.yml and Pebble, Let's
 * Encrypt's test ACME server, as the certificate authority (scripts/containers/test-containers.sh starts it).
 * Connections go only to the loopback ports the test stack publishes: plain HTTP, HTTPS and Pebble's management API.
 * Certificates are checked for real: against Pebble's root, for SITE_DOMAIN (TLS SNI and name check).
 */
import { execFile } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { connect as http2Connect } from 'node:http2';
import { request as httpsRequest } from 'node:https';
import { connect as tlsConnect, type PeerCertificate } from 'node:tls';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { engineCli, stackContainers } from './support/engine.js';

const execFileAsync = promisify(execFile);
const domain = process.env.TEST_SITE_DOMAIN ?? 'www.school.test';
const httpUrl = new URL(process.env.CONTAINERS_SITE_URL ?? 'http://127.0.0.1:18280');
const httpsUrl = new URL(process.env.CONTAINERS_HTTPS_URL ?? 'https://127.0.0.1:18443');
const pebbleUrl = new URL(process.env.CONTAINERS_PEBBLE_URL ?? 'https://127.0.0.1:18215');

test.describe.configure({ mode: 'serial' });

async function containerId(service: string): Promise<string> {
  const container = (await stackContainers()).get(service);
  expect(container, `the ${service} container runs`).toBeTruthy();
  return container!.Id;
}

/** GET over HTTPS to the published port, as a browser asking for SITE_DOMAIN; verified against `ca` only. */
function httpsGet(
  path: string,
  ca: string,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((done, fail) => {
    const req = httpsRequest(
      {
        host: httpsUrl.hostname,
        port: httpsUrl.port,
        path,
        servername: domain,
        headers: { host: domain },
        ca,
        agent: false,
        timeout: 10_000,
      },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`GET ${path}: no answer in 10 s`)));
    req.on('error', fail);
    req.end();
  });
}

/** GET over plain HTTP to the published port, with SITE_DOMAIN as the host. */
function httpGet(path: string): Promise<{ status: number; location?: string; hsts?: string; body: string }> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      { host: httpUrl.hostname, port: httpUrl.port, path, headers: { host: domain }, agent: false },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          done({
            status: response.statusCode ?? 0,
            location: response.headers.location,
            hsts: response.headers['strict-transport-security'] as string | undefined,
            body,
          }),
        );
      },
    );
    req.on('error', fail);
    req.end();
  });
}

/** The certificate served on 443 for SITE_DOMAIN, verified against `ca`, and the protocol ALPN chose. */
function servedCertificate(ca: string): Promise<{ certificate: PeerCertificate; alpn: string | false }> {
  return new Promise((done, fail) => {
    const socket = tlsConnect(
      {
        host: httpsUrl.hostname,
        port: Number(httpsUrl.port),
        servername: domain,
        ca,
        ALPNProtocols: ['h2', 'http/1.1'],
      },
      () => {
        const result = { certificate: socket.getPeerCertificate(), alpn: socket.alpnProtocol ?? false };
        socket.end();
        done(result);
      },
    );
    socket.setTimeout(10_000, () => socket.destroy(new Error('TLS handshake: no answer in 10 s')));
    socket.on('error', fail);
  });
}

let pebbleRoot = '';

test('acme-service gets a certificate from Pebble, and 443 serves it for SITE_DOMAIN, valid under Pebble’s root', async () => {
  test.setTimeout(180_000);
  // Pebble's own HTTPS listener has a test CA of its own (tests/containers/pebble.Dockerfile).
  const listenerCa = engineCli('exec', await containerId('pebble'), 'cat', '/pebble/ca.pem');
  pebbleRoot = await new Promise<string>((done, fail) => {
    httpsRequest(
      { host: pebbleUrl.hostname, port: pebbleUrl.port, path: '/roots/0', servername: 'pebble', ca: listenerCa },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          response.statusCode === 200 ? done(body) : fail(new Error(`/roots/0: ${response.statusCode}`)),
        );
      },
    )
      .on('error', fail)
      .end();
  });
  expect(pebbleRoot).toContain('-----BEGIN CERTIFICATE-----');

  // Issuance takes a few seconds; until then 443 is closed (nginx serves HTTP only) or the check fails.
  let served: { certificate: PeerCertificate; alpn: string | false } | undefined;
  let lastError = '';
  await expect
    .poll(
      async () => {
        try {
          served = await servedCertificate(pebbleRoot);
          return true;
        } catch (error) {
          lastError = String(error);
          return false;
        }
      },
      { timeout: 150_000, intervals: [1000], message: `a certificate valid for ${domain} under Pebble's root on 443` },
    )
    .toBe(true);
  expect(served, lastError).toBeTruthy();
  expect(served!.certificate.subjectaltname).toContain(`DNS:${domain}`);
  const logs = engineCli('logs', await containerId('acme'));
  expect(logs).toContain('certificate written');
});

test('HTTPS answers with HTTP/2 (ALPN h2), the site itself and an HSTS header', async () => {
  const { alpn } = await servedCertificate(pebbleRoot);
  expect(alpn, 'the protocol negotiated by ALPN').toBe('h2');

  // HTTP/2 to the published port, as a browser asking for SITE_DOMAIN.
  const session = http2Connect(`https://${domain}:${httpsUrl.port}`, {
    createConnection: () =>
      tlsConnect({
        host: httpsUrl.hostname,
        port: Number(httpsUrl.port),
        servername: domain,
        ca: pebbleRoot,
        ALPNProtocols: ['h2'],
      }),
  });
  try {
    const { headers, body } = await new Promise<{ headers: Record<string, unknown>; body: string }>((done, fail) => {
      const stream = session.request({ ':path': '/', ':authority': domain });
      let headers: Record<string, unknown> = {};
      let body = '';
      stream.setEncoding('utf8');
      stream.on('response', (received) => (headers = received));
      stream.on('data', (chunk: string) => (body += chunk));
      stream.on('end', () => done({ headers, body }));
      stream.on('error', fail);
      stream.end();
    });
    expect(headers[':status']).toBe(200);
    expect(body).toContain('<div id="root">');
    expect(headers['strict-transport-security']).toBe('max-age=31536000');
    // The security headers of plain HTTP are all still there.
    expect(headers['content-security-policy']).toContain("default-src 'self'");
  } finally {
    session.close();
  }
});

test('plain HTTP redirects to https://SITE_DOMAIN, keeping path and query, except the ACME challenge path', async () => {
  for (const path of ['/', '/fees?term=2', '/api/health']) {
    const answer = await httpGet(path);
    expect(answer.status, `GET http://${domain}${path}`).toBe(301);
    expect(answer.location).toBe(`https://${domain}${path}`);
  }
  // A challenge file as acme-service writes one: served as is over plain HTTP, where the CA fetches it.
  const acme = await containerId('acme');
  engineCli('exec', acme, 'sh', '-c', 'printf %s probe-token.thumbprint >/challenges/probe-token');
  try {
    const answer = await httpGet('/.well-known/acme-challenge/probe-token');
    expect(answer.status).toBe(200);
    expect(answer.body).toBe('probe-token.thumbprint');
    expect(answer.hsts, 'no HSTS over plain HTTP').toBeUndefined();
    expect((await httpGet('/.well-known/acme-challenge/missing')).status).toBe(404);
  } finally {
    engineCli('exec', acme, 'rm', '-f', '/challenges/probe-token');
  }
});

test('PUBLIC_SITE_URL defaults to https://SITE_DOMAIN in nginx and both services', async () => {
  for (const service of ['web', 'payment-service', 'comments-service', 'office-service']) {
    const env = engineCli(
      'exec',
      await containerId(service),
      'sh',
      '-c',
      'echo "$PUBLIC_SITE_URL|$SITE_DOMAIN"',
    ).trim();
    expect(env, `${service}: PUBLIC_SITE_URL left empty, SITE_DOMAIN given`).toBe(`|${domain}`);
  }
  // nginx: the article's link preview points at the HTTPS address.
  const article = await httpsGet('/blogs/peace-rally', pebbleRoot);
  expect(/<meta property="og:url" content="([^"]*)"/.exec(article.body)?.[1]).toBe(
    `https://${domain}/blogs/peace-rally`,
  );
  // Each service lets only the site's origin call it from a browser (CORS): the default it derived.
  for (const path of ['/api/comments/peace-rally', '/api/health']) {
    const allowed = await preflightAllowedOrigin(path, `https://${domain}`);
    expect(allowed, `CORS of ${path}`).toBe(`https://${domain}`);
  }
});

function preflightAllowedOrigin(path: string, origin: string): Promise<string | undefined> {
  return new Promise((done, fail) => {
    const req = httpsRequest(
      {
        host: httpsUrl.hostname,
        port: httpsUrl.port,
        path,
        method: 'OPTIONS',
        servername: domain,
        ca: pebbleRoot,
        agent: false,
        headers: { host: domain, origin, 'access-control-request-method': 'GET' },
      },
      (response) => {
        response.resume();
        done(response.headers['access-control-allow-origin'] as string | undefined);
      },
    );
    req.on('error', fail);
    req.end();
  });
}

/** POST JSON over HTTPS to the published port, from the site's own origin, as the console's page sends it. */
function httpsPost(
  path: string,
  body: object,
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((done, fail) => {
    const req = httpsRequest(
      {
        host: httpsUrl.hostname,
        port: httpsUrl.port,
        path,
        method: 'POST',
        servername: domain,
        headers: { host: domain, origin: `https://${domain}`, 'content-type': 'application/json' },
        ca: pebbleRoot,
        agent: false,
        timeout: 10_000,
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => done({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
      },
    );
    req.on('timeout', () => req.destroy(new Error(`POST ${path}: no answer in 10 s`)));
    req.on('error', fail);
    req.end(JSON.stringify(body));
  });
}

test('a staff sign-in over HTTPS sets the session cookie __Host-, Secure, HttpOnly and SameSite=Strict', async () => {
  const office = await containerId('office-service');
  const email = `head-${Date.now()}@school.test`;
  engineCli('exec', office, 'node', 'dist/cli/staff.js', 'add', email, '--role', 'admin');
  const printed = engineCli('exec', office, 'node', 'dist/cli/staff.js', 'link', email);
  const link = /(https:\/\/\S+)#link=([\w-]+)/.exec(printed);
  expect(link?.[1], 'the link is on the HTTPS address').toBe(`https://${domain}/office/`);

  const signedIn = await httpsPost('/api/office/sign-in/link', { token: link![2] });
  expect(signedIn.status, signedIn.body).toBe(200);
  const [cookie] = signedIn.headers['set-cookie'] ?? [];
  const attributes = cookie!.split(';').map((part) => part.trim().toLowerCase());
  expect(cookie).toMatch(/^__Host-office_session=[\w-]{20,};/);
  expect(attributes).toEqual(expect.arrayContaining(['secure', 'httponly', 'samesite=strict', 'path=/']));
  expect(attributes.some((part) => part.startsWith('domain='))).toBe(false);

  // The session opens the office's staff routes over HTTPS.
  const session = cookie!.split(';')[0]!;
  const asked = await new Promise<number>((done, fail) => {
    const req = httpsRequest(
      {
        host: httpsUrl.hostname,
        port: httpsUrl.port,
        path: '/api/office/session',
        servername: domain,
        headers: { host: domain, cookie: session },
        ca: pebbleRoot,
        agent: false,
      },
      (response) => {
        response.resume();
        done(response.statusCode ?? 0);
      },
    );
    req.on('error', fail);
    req.end();
  });
  expect(asked).toBe(200);
  engineCli('exec', office, 'node', 'dist/cli/staff.js', 'remove', email);
});

test('a forced renewal is served on 443 (a new serial) while requests keep succeeding, none failed', async () => {
  test.setTimeout(180_000);
  const before = (await servedCertificate(pebbleRoot)).certificate.serialNumber;
  const failures: string[] = [];
  let succeeded = 0;
  let running = true;
  // A new TLS connection per request, all through the renewal and nginx's reload.
  const loop = (async () => {
    while (running) {
      for (const path of ['/', '/config.js', '/api/health']) {
        try {
          const answer = await httpsGet(path, pebbleRoot);
          if (answer.status === 200) succeeded += 1;
          else failures.push(`${path}: ${answer.status}`);
        } catch (error) {
          failures.push(`${path}: ${String(error)}`);
        }
      }
      // A pause per round keeps /api/health under the API's rate limit (10 a second): a 429 is no failed request.
      await new Promise((resume) => setTimeout(resume, 150));
    }
  })();
  try {
    // Run without blocking this process: the request loop goes on meanwhile.
    const renewal = await renewNow(await containerId('acme'));
    expect(renewal).toContain('certificate written');
    await expect
      .poll(async () => (await servedCertificate(pebbleRoot)).certificate.serialNumber, {
        timeout: 60_000,
        intervals: [500],
        message: 'the renewed certificate is served on 443',
      })
      .not.toBe(before);
    // Some more requests on the new certificate, then stop.
    const afterReload = succeeded;
    await expect.poll(() => succeeded - afterReload, { timeout: 30_000 }).toBeGreaterThanOrEqual(30);
  } finally {
    running = false;
    await loop;
  }
  expect(failures, 'requests that failed during the renewal').toEqual([]);
  expect(succeeded).toBeGreaterThan(30);
});

/** `make renew-certificate ARGS=--force`, as an operator runs it: acme-service's CLI in its container. */
async function renewNow(acmeId: string): Promise<string> {
  const { stdout } = await execFileAsync(process.env.CONTAINER_ENGINE ?? 'docker', [
    'exec',
    acmeId,
    'node',
    'dist/cli/renew.js',
    '--force',
  ]);
  return stdout;
}
