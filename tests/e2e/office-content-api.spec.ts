import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expect, test } from './support/test.js';
import { ports } from '../playwright.config.js';
import { tinyJpeg } from './support/admissionForm.js';
import { makeStaff } from './support/staff.js';

/**
 * Publishing from the console, the entries' API through nginx on the e2e stack (whose content folder is a fresh copy
 * of site-content/ in its run folder: stack.ts --fresh-content): a photo uploaded and served back, a notice naming
 * it saved with a long Nepali text (more than the 16 KB of the other staff routes), a stale save refused, nginx's own
 * 413s in JSON for an entry or an upload too large, and the delete. The detail is office-service's API tests
 * (office-service/test/staffContent.api.test.ts).
 */
const site = `http://127.0.0.1:${ports.http}`;
const repoRoot = resolve(import.meta.dirname, '../..');
const contentDir = join(repoRoot, `build/e2e-${ports.http - 80}/site-content`);

test('an entry and its photo are saved through nginx into the stack’s own content folder, with JSON 413s for what is too large', async ({
  request,
}) => {
  const email = `writer-${Date.now()}@school.example.np`;
  await makeStaff('add', email, '--role', 'office');
  const token = /#link=([\w-]{43})/.exec(await makeStaff('link', email))![1]!;
  const headers = { origin: site };
  expect((await request.post('/api/office/sign-in/link', { headers, data: { token } })).status()).toBe(200);

  const listed = await request.get('/api/office/content');
  expect(((await listed.json()) as { entries: { name: string }[] }).entries.map((entry) => entry.name)).toContain(
    'peace-rally',
  );

  const uploaded = await request.post('/api/office/content/files', {
    headers,
    multipart: { file: { name: 'Prize giving.jpg', mimeType: 'image/jpeg', buffer: tinyJpeg } },
  });
  expect(uploaded.status()).toBe(201);
  const { path } = (await uploaded.json()) as { path: string };
  expect(path).toMatch(/^\.\.\/images\/prize-giving-[0-9a-f]{8}\.jpg$/);
  const photo = await request.get(`/api/office/content/files/images/${path.split('/').pop()}`);
  expect(photo.headers()['content-type']).toBe('image/jpeg');

  const name = `prize-giving-${Date.now()}`;
  const notice = {
    version: null,
    en: {
      fields: { title: 'Prize giving', date: '2025-11-20', attachments: [{ file: path, label: 'The prizes' }] },
      text: 'Parents are welcome.',
    },
    ne: { fields: { title: 'पुरस्कार वितरण' }, text: 'अभिभावकहरूलाई स्वागत छ। '.repeat(3_500) },
  };
  const saved = await request.put(`/api/office/content/notices/${name}`, { headers, data: notice });
  expect(saved.status()).toBe(200);
  const { version } = (await saved.json()) as { version: string };
  expect(readFileSync(join(contentDir, `notices/${name}.md`), 'utf8')).toContain(`file: ${path}`);
  expect(existsSync(join(repoRoot, `site-content/notices/${name}.md`))).toBe(false);

  const stale = await request.put(`/api/office/content/notices/${name}`, {
    headers,
    data: { ...notice, version: 'x' },
  });
  expect(stale.status()).toBe(409);
  expect(await stale.json()).toEqual({ message: expect.stringContaining('changed since you opened it') });

  const tooLongEntry = await request.put(`/api/office/content/notices/${name}`, {
    headers,
    data: { ...notice, version, en: { ...notice.en, text: 'x'.repeat(3 * 1024 * 1024) } },
  });
  expect(tooLongEntry.status()).toBe(413);
  expect(await tooLongEntry.json()).toEqual({ message: expect.stringContaining('The entry is too large') });

  const tooLargeFile = await request.post('/api/office/content/files', {
    headers,
    multipart: { file: { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(22 * 1024 * 1024) } },
  });
  expect(tooLargeFile.status()).toBe(413);
  expect(await tooLargeFile.json()).toEqual({ message: expect.stringContaining('at most 20 MB') });

  const deleted = await request.delete(`/api/office/content/notices/${name}`, { headers, data: { version } });
  expect(await deleted.json()).toEqual({ deleted: true });
  expect(existsSync(join(contentDir, `notices/${name}.md`))).toBe(false);
});
