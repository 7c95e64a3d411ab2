import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { connect, type Socket } from 'node:net';
import { fileURLToPath } from 'node:url';
import { freePort } from '@school/service-kit';
import { createTransport } from 'nodemailer';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { MailSandbox } from '../src/sandbox.js';

const photo = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3, 4, 0xff, 0xd9]);

function sender(sandbox: MailSandbox) {
  return createTransport({
    host: sandbox.host,
    port: sandbox.smtpPort,
    secure: false,
    ignoreTLS: true,
    auth: { user: 'office', pass: 'sandbox password' },
  });
}

const sandboxRoot = fileURLToPath(new URL('..', import.meta.url));

interface SandboxProcess {
  child: ChildProcess;
  smtpPort: number;
  httpPort: number;
  stdout(): string;
  stderr(): string;
  exited: Promise<unknown>;
}

const processes: ChildProcess[] = [];

/** src/server.ts as a process of its own, as make start runs it (from source, with tsx: no build needed). */
function spawnSandbox(smtpPort: number, httpPort: number): SandboxProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: sandboxRoot,
    env: {
      ...process.env,
      BIND_HOST: '127.0.0.1',
      MAIL_SANDBOX_SMTP_PORT: String(smtpPort),
      MAIL_SANDBOX_HTTP_PORT: String(httpPort),
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  processes.push(child);
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  return { child, smtpPort, httpPort, stdout: () => stdout, stderr: () => stderr, exited };
}

async function until(condition: () => boolean): Promise<void> {
  const deadline = Date.now() + 15_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('waited 15 s in vain');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A sandbox process that has said it listens. */
async function sandboxProcess(): Promise<SandboxProcess> {
  const sandbox = spawnSandbox(await freePort(), await freePort());
  await until(() => sandbox.stdout().includes('"msg":"listening"') || sandbox.child.exitCode !== null);
  if (sandbox.child.exitCode !== null) throw new Error(`the sandbox exited at start: ${sandbox.stderr()}`);
  return sandbox;
}

/** Reads from a raw SMTP connection until a reply line starting with `code` and a space (its last line) has come. */
function reply(socket: Socket, code: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let text = '';
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      if (text.split('\r\n').some((line) => line.startsWith(`${code} `))) {
        socket.off('data', onData);
        socket.off('error', reject);
        resolve(text);
      }
    };
    socket.on('data', onData);
    socket.once('error', reject);
  });
}

describe('the mail sandbox over real SMTP and HTTP', () => {
  const sandboxes: MailSandbox[] = [];
  afterEach(async () => {
    for (const sandbox of sandboxes.splice(0)) await sandbox.close();
    for (const child of processes.splice(0)) {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    }
  });
  const started = async () => {
    const sandbox = await new MailSandbox().start();
    sandboxes.push(sandbox);
    return sandbox;
  };

  it('keeps a mail sent with nodemailer and shows it as JSON, raw and on the page', async () => {
    const sandbox = await started();
    await sender(sandbox).sendMail({
      from: 'office@school.example',
      to: 'head@school.example',
      replyTo: 'parent@example.com',
      subject: 'An application',
      text: 'Name: Sita',
      messageId: '<fixed-id@school.example>',
      attachments: [{ filename: 'photo.jpg', content: photo, contentType: 'image/jpeg' }],
    });

    const http = `http://${sandbox.host}:${sandbox.httpPort}`;
    const list = await request(http).get('/messages');
    expect(list.status).toBe(200);
    expect(list.body.messages).toHaveLength(1);
    const [mail] = list.body.messages;
    expect(mail).toMatchObject({
      id: 1,
      subject: 'An application',
      replyTo: 'parent@example.com',
      messageId: '<fixed-id@school.example>',
      authenticatedAs: 'office',
      envelope: { from: 'office@school.example', to: ['head@school.example'] },
    });
    expect(mail.attachments).toEqual([
      {
        filename: 'photo.jpg',
        contentType: 'image/jpeg',
        size: photo.length,
        sha256: createHash('sha256').update(photo).digest('hex'),
      },
    ]);

    const one = await request(http).get('/messages/1');
    expect(one.body.text.trim()).toBe('Name: Sita');
    const raw = await request(http)
      .get('/messages/1/raw')
      .buffer(true)
      .parse((response, done) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(raw.headers['content-type']).toContain('message/rfc822');
    expect((raw.body as Buffer).toString()).toContain('Message-ID: <fixed-id@school.example>');
    const attachment = await request(http).get('/messages/1/attachments/0').buffer(true);
    expect(Buffer.from(attachment.body as Buffer).equals(photo)).toBe(true);

    const page = await request(http).get('/');
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.text).toContain('An application');

    expect((await request(http).get('/messages/2')).status).toBe(404);
    expect((await request(http).get('/messages/1/attachments/5')).status).toBe(404);
    expect((await request(http).delete('/messages')).status).toBe(204);
    expect((await request(http).get('/messages')).body).toEqual({ messages: [] });
  });

  it('can be down, then back on the same port, keeping what it had', async () => {
    const sandbox = await started();
    const port = sandbox.smtpPort;
    const mail = { from: 'office@school.example', to: 'head@school.example', subject: 'One', text: '1' };
    await sender(sandbox).sendMail(mail);

    await sandbox.stopSmtp();
    const refused = sender(sandbox).sendMail({ ...mail, subject: 'Two' });
    await expect(refused).rejects.toMatchObject({ code: 'ESOCKET' });

    await sandbox.startSmtp();
    expect(sandbox.smtpPort).toBe(port);
    await sender(sandbox).sendMail({ ...mail, subject: 'Three' });
    expect(sandbox.mailbox.all().map((received) => received.subject)).toEqual(['One', 'Three']);
  });

  it(
    'a client that resets its SMTP connection inside a mail leaves the sandbox process serving',
    { timeout: 30_000 },
    async () => {
      const sandbox = await sandboxProcess();
      const socket = connect(sandbox.smtpPort, '127.0.0.1');
      await reply(socket, '220');
      socket.write('EHLO resetting.example\r\n');
      await reply(socket, '250');
      // Inside a mail (after MAIL FROM) smtp-server passes a reset on to the server as an 'error'.
      socket.write('MAIL FROM:<office@school.example>\r\n');
      await reply(socket, '250');
      const closed = new Promise((resolve) => socket.once('close', resolve));
      socket.resetAndDestroy();
      await closed;
      await until(() => sandbox.stdout().includes('dropped its connection') || sandbox.child.exitCode !== null);
      expect(sandbox.child.exitCode, `the sandbox exited: ${sandbox.stderr()}`).toBeNull();

      await createTransport({ host: '127.0.0.1', port: sandbox.smtpPort, secure: false, ignoreTLS: true }).sendMail({
        from: 'office@school.example',
        to: 'head@school.example',
        subject: 'After the reset',
        text: 'still here',
      });
      const list = await request(`http://127.0.0.1:${sandbox.httpPort}`).get('/messages');
      expect(list.status).toBe(200);
      expect(list.body.messages.map((mail: { subject: string }) => mail.subject)).toEqual(['After the reset']);
      const dropped = sandbox
        .stdout()
        .split('\n')
        .filter((line) => line.includes('dropped its connection'))
        .map((line) => JSON.parse(line) as { level: number; msg: string; code: string });
      expect(dropped).toEqual([
        expect.objectContaining({
          level: 30, // pino's info: a client going away is no error of the sandbox's
          code: 'ECONNRESET',
          msg: 'an SMTP client (127.0.0.1) dropped its connection (ECONNRESET); the sandbox carries on',
        }),
      ]);
      expect(sandbox.stderr()).toBe('');
    },
  );

  it(
    'an SMTP port already in use fails start-up: start() rejects and the process exits 1 saying so',
    { timeout: 30_000 },
    async () => {
      const first = await started();
      await expect(new MailSandbox({ smtpPort: first.smtpPort, httpPort: false }).start()).rejects.toMatchObject({
        code: 'EADDRINUSE',
      });

      const second = spawnSandbox(first.smtpPort, await freePort());
      await second.exited;
      expect(second.child.exitCode).toBe(1);
      expect(second.stderr()).toContain(`mail-sandbox: not started: listen EADDRINUSE`);
      expect(second.stderr()).toContain(`127.0.0.1:${first.smtpPort}`);
    },
  );
});
