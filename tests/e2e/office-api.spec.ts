import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/test.js';
import { ports } from '../playwright.config.js';
import { onePagePdf, tinyJpeg } from './support/admissionForm.js';
import { signInCodeMailedTo } from './support/mailbox.js';
import { makeStaff } from './support/staff.js';

/**
 * The school office's API through nginx, as the console uses it: the operator adds a person with `make staff`
 * (office-service's command, on the e2e stack's data), the person asks for a code, reads it in the mail sandbox and
 * signs in; `make staff ARGS="signout EMAIL"` ends the session on the very next request, in every service. An
 * application's files come through nginx with their own safety headers; a comment hidden by the office leaves an
 * open article page.
 */
const site = `http://127.0.0.1:${ports.http}`;

test('a member of staff added with make staff signs in with the emailed code; signout ends the session at once', async ({
  request,
}) => {
  const email = `clerk-${Date.now()}@school.example.np`;
  await makeStaff('add', email, '--role', 'office');

  const headers = { origin: site };
  const asked = await request.post('/api/office/sign-in/code', { headers, data: { email } });
  expect(asked.status()).toBe(202);
  expect(asked.headers()['cache-control']).toBe('no-store');

  const signedIn = await request.post('/api/office/sign-in', {
    headers,
    data: { email, code: await signInCodeMailedTo(email) },
  });
  expect(signedIn.status()).toBe(200);
  expect(await signedIn.json()).toEqual({ email, role: 'office' });
  expect(signedIn.headers()['set-cookie']).toMatch(/^office_session=[\w-]{43}; Path=\/; HttpOnly; SameSite=Strict;/);
  expect((await request.get('/api/office/session')).status()).toBe(200);

  expect(await makeStaff('signout', email)).toContain('1 session ended');
  const after = await request.get('/api/office/session');
  expect(after.status()).toBe(401);
  expect(await after.json()).toEqual({ message: expect.stringContaining('Please sign in again') });
});

test('a comment the office hides leaves an open article page without a reload; signout is refused by comments-service itself', async ({
  page,
  request,
}) => {
  const { email, cookie } = await signedInWithLink(request, 'office');

  const text = `A comment the office will hide ${Date.now()}`;
  const posted = await request.post('/api/comments/peace-rally', { data: { name: 'Troll', text } });
  expect(posted.status()).toBe(201);
  const { id } = (await posted.json()) as { id: string };
  await page.goto('/blogs/peace-rally');
  await page.locator('#comments').scrollIntoViewIfNeeded();
  await expect(page.getByText(text)).toBeVisible();

  const listed = await request.get('/api/office/comments');
  expect(((await listed.json()) as { recent: { id: string }[] }).recent.map((comment) => comment.id)).toContain(id);
  const hidden = await request.post(`/api/office/comments/${id}/hide`, { headers: { origin: site } });
  expect(await hidden.json()).toEqual({ id, state: 'hidden', changed: true });
  await expect(page.getByText(text)).toHaveCount(0);

  // Straight to comments-service, not through nginx: the same session is checked, and ends with signout.
  const direct = `http://127.0.0.1:${ports.comments}/api/office/comments`;
  expect((await fetch(direct, { headers: { cookie } })).status).toBe(200);
  expect((await fetch(direct)).status).toBe(401);
  await makeStaff('signout', email);
  expect((await fetch(direct, { headers: { cookie } })).status).toBe(401);
});

/** A session for a new person of the role, from a one-time sign-in link (`make staff ARGS="link EMAIL"`). */
async function signedInWithLink(request: APIRequestContext, role: string): Promise<{ email: string; cookie: string }> {
  const email = `${role}-${Date.now()}@school.example.np`;
  await makeStaff('add', email, '--role', role);
  const token = /#link=([\w-]{43})/.exec(await makeStaff('link', email))![1]!;
  const signedIn = await request.post('/api/office/sign-in/link', { headers: { origin: site }, data: { token } });
  expect(signedIn.status()).toBe(200);
  return { email, cookie: signedIn.headers()['set-cookie']!.split(';')[0]! };
}

test('an application with a photo and a PDF is opened, its files served safely, its status changed and audited', async ({
  request,
}) => {
  const form = new FormData();
  const fields: Record<string, string> = {
    firstName: 'Asha',
    lastName: 'Office',
    gender: 'Female',
    dob: '2019-04-15',
    classApplied: 'Grade 1',
    fatherRelation: 'Father',
    fatherFirstName: 'Ram',
    fatherLastName: 'Office',
    fatherPhone: '9812345678',
    motherRelation: 'Mother',
    motherFirstName: 'Sita',
    motherPhone: '9812345679',
  };
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('photo', new Blob([tinyJpeg], { type: 'image/jpeg' }), 'asha.jpg');
  form.append('birthCertificate', new Blob([onePagePdf], { type: 'application/pdf' }), 'birth.pdf');
  const sent = await fetch(`${site}/api/admissions`, {
    method: 'POST',
    body: form,
    headers: { 'x-forwarded-for': '127.0.0.159' },
  });
  expect(sent.status).toBe(201);
  const { reference } = (await sent.json()) as { reference: string };

  const clerk = await signedInWithLink(request, 'office');
  const found = await request.get(`/api/office/applications?q=${reference}`);
  expect((await found.json()).applications).toEqual([expect.objectContaining({ reference, status: 'new' })]);
  const certificate = await request.get(`/api/office/applications/${reference}/files/certificate`);
  expect(certificate.headers()['content-type']).toBe('application/pdf');
  expect(certificate.headers()['x-content-type-options']).toBe('nosniff');
  expect(certificate.headers()['content-security-policy']).toContain('sandbox');
  expect(Buffer.from(await certificate.body()).equals(onePagePdf)).toBe(true);
  const photo = await request.get(`/api/office/applications/${reference}/files/photo`);
  expect(photo.headers()['content-type']).toBe('image/jpeg');

  const moved = await request.post(`/api/office/applications/${reference}/status`, {
    headers: { origin: site },
    data: { status: 'in-review', note: 'Birth certificate checked' },
  });
  expect(await moved.json()).toEqual({ status: 'in-review' });

  // Only an admin reads the audit log; the clerk's change is in it.
  expect((await request.get('/api/office/audit')).status()).toBe(403);
  const admin = await signedInWithLink(request, 'admin');
  const audit = (await (await request.get('/api/office/audit')).json()) as { lines: object[] };
  expect(audit.lines).toContainEqual(
    expect.objectContaining({ by: clerk.email, action: 'application status in-review', reference }),
  );
  expect(admin.email).toContain('admin-');
});

test('a sign-in request from another site is refused through nginx, with JSON', async ({ request }) => {
  const answer = await request.post('/api/office/sign-in/code', {
    headers: { origin: 'https://evil.example' },
    data: { email: 'principal@school.example.np' },
  });
  expect(answer.status()).toBe(403);
  expect(await answer.json()).toEqual({ message: expect.any(String) });
});
