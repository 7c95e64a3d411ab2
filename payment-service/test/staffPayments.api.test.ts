import { join } from 'node:path';
import type { StaffRole } from '@school/contracts';
import { staffAccessMessages, startOfficeForStaffTests, type OfficeForStaffTests } from '@school/service-kit';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TransactionStatus } from '../src/transactions/statusRules.js';
import { LogCapture, siteUrl, startApp, tempDir, testConfig, type TestApp } from './support/harness.js';

/**
 * The school office's payments, straight against payment-service (no nginx), with sessions from the real
 * office-service: the route table walked (401 without a session, 403 for `office`), the ledger's filters and totals,
 * one payment's history and receipt, the CSV, and a role change counting on the next request.
 */
let office: OfficeForStaffTests;
const cookies = new Map<StaffRole, string>();
const temp = tempDir('staff-payments-');
const logs = new LogCapture();
let service: TestApp;

/** Payments started on known Nepal days (UTC+5:45): 2026-11-20 and 2026-11-21. */
const payments: {
  suffix: string;
  name: string;
  className: string;
  paisa: number;
  at: string;
  to?: TransactionStatus;
}[] = [
  {
    suffix: 'a1',
    name: 'Aarav Yadav',
    className: 'Grade 3',
    paisa: 150_000,
    at: '2026-11-20T04:00:00.000Z',
    to: 'COMPLETED',
  },
  {
    suffix: 'b2',
    name: 'Sita Sah',
    className: 'Grade 3',
    paisa: 120_050,
    at: '2026-11-20T10:00:00.000Z',
    to: 'FAILED',
  },
  // 18:30 UTC on the 20th is 00:15 on the 21st in Nepal.
  {
    suffix: 'c3',
    name: 'Gita Jha',
    className: 'Grade 5',
    paisa: 200_000,
    at: '2026-11-20T18:30:00.000Z',
    to: 'COMPLETED',
  },
  { suffix: 'd4', name: 'Ram 100%_Mandal', className: 'Grade 5', paisa: 99_900, at: '2026-11-21T06:00:00.000Z' },
];
const idOf = (suffix: string) => `txn_1763600000000_${suffix}`;

beforeAll(async () => {
  office = await startOfficeForStaffTests(join(import.meta.dirname, '../../office-service'), siteUrl);
  for (const role of ['admin', 'office', 'accounts'] as const) {
    cookies.set(role, await office.signedIn(`${role}@school.example.np`, role));
  }
  service = await startApp(
    testConfig(join(temp.dir, 'payments.sqlite'), 'http://127.0.0.1:9', {
      OFFICE_SERVICE_URL: office.url,
      LOG_LEVEL: 'info',
    }),
    { logStream: logs },
  );
  const store = service.app.payments.store;
  for (const p of payments) {
    const id = idOf(p.suffix);
    await store.insertIfAbsent({
      id,
      esewaUuid: id.replaceAll('_', '-'),
      studentName: p.name,
      className: p.className,
      parentName: 'Parent of ' + p.name,
      amountPaisa: p.paisa,
      createdAt: p.at,
    });
    if (p.to === 'COMPLETED') {
      await store.changeStatus(id, { to: 'COMPLETED', source: 'callback', esewaRef: `REF${p.suffix}`, at: p.at });
    } else if (p.to) {
      await store.changeStatus(id, { to: p.to, source: 'client-failure', at: p.at });
    }
  }
}, 120_000);
afterAll(async () => {
  await service?.close();
  await office?.stop();
  temp.remove();
});

const get = (url: string, role: StaffRole = 'accounts') =>
  request(service.app.server).get(url).set('origin', siteUrl).set('cookie', cookies.get(role)!);

describe('payment-service staff routes', { timeout: 60_000 }, () => {
  it('every staff route answers 401 without a session and 403 for a role it does not allow', async () => {
    const routes = service.app.staffRoutes;
    expect(routes.map((route) => route.url)).toEqual(
      expect.arrayContaining(['/api/office/payments', '/api/office/payments/export', '/api/office/payments/:id']),
    );
    for (const route of routes) {
      const url = route.url.replace(':id', idOf('a1'));
      const anonymous = await request(service.app.server).get(url).set('origin', siteUrl);
      expect(anonymous.status, route.url).toBe(401);
      expect(anonymous.body).toEqual({ message: staffAccessMessages.signedOut });
      for (const role of ['admin', 'office', 'accounts'] as const) {
        const answer = await get(url, role);
        if (route.roles.includes(role)) expect(answer.status, `${route.url} as ${role}`).toBe(200);
        else expect(answer.status, `${route.url} as ${role}`).toBe(403);
      }
      expect(route.roles).toEqual(['admin', 'accounts']);
    }
  });

  it('lists the ledger newest first, with the totals per status of every payment the filters match', async () => {
    const all = await get('/api/office/payments');
    expect(all.status).toBe(200);
    expect(all.body.payments.map((p: { id: string }) => p.id)).toEqual(['d4', 'c3', 'b2', 'a1'].map(idOf));
    expect(all.body).toMatchObject({ total: 4, page: 1, pageSize: 50 });
    expect(all.body.totals).toEqual([
      { status: 'COMPLETED', count: 2, amountPaisa: 350_000 },
      { status: 'FAILED', count: 1, amountPaisa: 120_050 },
      { status: 'PENDING', count: 1, amountPaisa: 99_900 },
    ]);
    expect(all.body.payments[3]).toMatchObject({
      studentName: 'Aarav Yadav',
      className: 'Grade 3',
      status: 'COMPLETED',
    });
    expect(all.body.payments[3].receiptNumber).toEqual(expect.any(String));
    expect(all.body.payments[0].receiptNumber).toBeNull();
  });

  it('filters by Nepal day, status, class and name', async () => {
    const ids = async (query: string) =>
      (await get(`/api/office/payments?${query}`)).body.payments.map((p: { id: string }) => p.id);
    // c3 started on the 20th in UTC but on the 21st in Nepal.
    expect(await ids('from=2026-11-20&to=2026-11-20')).toEqual(['b2', 'a1'].map(idOf));
    expect(await ids('from=2026-11-21')).toEqual(['d4', 'c3'].map(idOf));
    expect(await ids('status=COMPLETED')).toEqual(['c3', 'a1'].map(idOf));
    expect(await ids('class=Grade%205')).toEqual(['d4', 'c3'].map(idOf));
    expect(await ids('q=yadav')).toEqual([idOf('a1')]);
    // % and _ are letters of the search, not wildcards.
    expect(await ids('q=100%25_')).toEqual([idOf('d4')]);
    expect(await ids('q=y%25')).toEqual([]);
    const range = await get('/api/office/payments?from=2026-11-20&to=2026-11-20&status=COMPLETED');
    expect(range.body.totals).toEqual([{ status: 'COMPLETED', count: 1, amountPaisa: 150_000 }]);
    expect(range.body.total).toBe(1);
  });

  it('refuses bad filters with a 400 in plain words', async () => {
    for (const query of ['status=PAID', 'from=20-11-2026', 'page=0', 'colour=red', 'from=2026-11-21&to=2026-11-20']) {
      const answer = await get(`/api/office/payments?${query}`);
      expect(answer.status, query).toBe(400);
      expect(answer.body.message, query).toEqual(expect.any(String));
    }
    expect((await get('/api/office/payments/export?to=x')).status).toBe(400);
  });

  it('shows one payment with its history of states and its receipt page', async () => {
    const paid = await get(`/api/office/payments/${idOf('a1')}`);
    expect(paid.status).toBe(200);
    expect(paid.body.history).toEqual([
      { from: 'PENDING', to: 'COMPLETED', source: 'callback', at: '2026-11-20T04:00:00.000Z' },
    ]);
    expect(paid.body.esewaRef).toBe('REFa1');
    expect(paid.body.receipt.number).toBe(paid.body.payment.receiptNumber);
    const token = /^\/receipt#([\w-]{43})$/.exec(paid.body.receipt.path)![1]!;
    const page = await request(service.app.server).get(`/api/receipts/${token}`);
    expect(page.status).toBe(200);
    expect(page.body.receiptNumber ?? page.body.number).toBe(paid.body.receipt.number);

    const open = await get(`/api/office/payments/${idOf('d4')}`);
    expect(open.body).toMatchObject({ history: [], receipt: null });
    const none = await get('/api/office/payments/txn_0_nope');
    expect(none.status).toBe(404);
    expect(none.body).toEqual({ message: expect.any(String) });
  });

  it('exports the filtered payments as the accountant CSV, and logs no child name', async () => {
    const answer = await get('/api/office/payments/export?from=2026-11-20&to=2026-11-21&class=Grade%203&q=a');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe('attachment; filename="payments-2026-11-20-2026-11-21.csv"');
    expect(answer.text.startsWith('\uFEFF')).toBe(true);
    const lines = answer.text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toMatch(/^transaction_id,esewa_uuid,student_name,class,/);
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(['a1', 'b2'].map(idOf));
    expect(lines[1]).toContain(',1500.00,COMPLETED,');
    const logText = logs.lines.join('\n');
    for (const p of payments) expect(logText).not.toContain(p.name);
    expect(logText).not.toContain('q=');
  });

  it('make staff signout, a role change and a removal each count on the next request to payment-service', async () => {
    const email = 'accountant@school.example.np';
    const list = (cookie: string) =>
      request(service.app.server).get('/api/office/payments').set('origin', siteUrl).set('cookie', cookie);
    const first = await office.signedIn(email, 'accounts');
    expect((await list(first)).status).toBe(200);
    office.staff('signout', email);
    expect((await list(first)).status).toBe(401);

    const cookie = await office.signedIn(email, 'accounts');
    expect((await list(cookie)).status).toBe(200);
    office.staff('add', email, '--role', 'office');
    expect((await list(cookie)).status).toBe(403);
    office.staff('remove', email);
    expect((await list(cookie)).status).toBe(401);
  });
});
