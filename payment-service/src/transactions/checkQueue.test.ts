/**
 * The order of the reconciler's queue, on a real SQLite file: when the status-call budget cannot cover everything
 * due, real parents come first.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openTransactionStore, type TransactionStore } from './store.js';

const minutes = (n: number) => n * 60_000;
const start = Date.parse('2025-09-17T04:00:00.000Z');
const iso = (ms: number) => new Date(start + ms).toISOString();

describe("the reconciler's queue", () => {
  let dir: string;
  let store: TransactionStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'payment-queue-'));
    store = openTransactionStore(join(dir, 'payments.sqlite'));
  });
  afterEach(() => {
    store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const add = async (name: string, startedMinutesAgo: number, now: number) => {
    const id = `txn_1726567890123_${name}`;
    await store.insertIfAbsent({
      id,
      esewaUuid: id.replaceAll('_', '-'),
      studentName: name,
      parentName: 'Parent',
      amountPaisa: 100_000,
      createdAt: iso(now - minutes(startedMinutesAgo)),
    });
    return id;
  };
  /** One status check answered `status` at `at`. */
  const checked = async (id: string, at: number, status?: 'NOT_FOUND') => {
    if (status) await store.changeStatus(id, { to: status, source: 'reconciler', at: iso(at) });
    await store.recordCheck(id, { at: iso(at), answered: true });
  };

  it('serves a page that came back, then first checks, then other checks, then the NOT_FOUND tail', async () => {
    const now = minutes(300);
    // Oldest first: the NOT_FOUND tail is the most overdue, and still served last.
    const tail = await add('aaaaaaaaa1', 200, now);
    await checked(tail, now - minutes(195), 'NOT_FOUND');
    await checked(tail, now - minutes(190), 'NOT_FOUND');
    const pending = await add('aaaaaaaaa2', 100, now);
    await checked(pending, now - minutes(95));
    await checked(pending, now - minutes(90));
    const firstLate = await add('aaaaaaaaa3', 30, now);
    const firstSoon = await add('aaaaaaaaa4', 6, now);
    const notDue = await add('aaaaaaaaa5', 1, now);
    const returned = await add('aaaaaaaaa6', 150, now);
    await checked(returned, now - minutes(145), 'NOT_FOUND');
    await store.requestCheck(returned, iso(now - minutes(1)));

    const order = store.dueForCheck(iso(now), 10).map((t) => t.id);
    expect(order).toEqual([returned, firstLate, firstSoon, pending, tail]);
    expect(order).not.toContain(notDue);
    expect(store.backlog(iso(now))).toEqual({ due: 5, firstInLine: 3, notFoundTail: 1 });

    // A check clears the page's mark: the payment goes back to its own place.
    await store.recordCheck(returned, { at: iso(now), answered: true });
    expect(store.findById(returned)?.browserReturned).toBe(false);
  });

  it('takes only as many as asked for, from the head of the queue', async () => {
    const now = minutes(60);
    const ids = [];
    for (let i = 0; i < 5; i += 1) ids.push(await add(`bbbbbbbbb${i}`, 10 + i, now));
    expect(store.dueForCheck(iso(now), 2).map((t) => t.id)).toEqual([ids[4], ids[3]]);
  });
});
