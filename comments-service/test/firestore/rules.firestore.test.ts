import type { AddressInfo } from 'node:net';
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDocFromServer,
  getDocsFromServer,
  orderBy,
  query,
  serverTimestamp,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
  type DocumentReference,
} from 'firebase/firestore';
import type { FastifyInstance } from 'fastify';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { FirestoreModeration } from '../../src/comments/firestoreModeration.js';
import { CommentStore } from '../../src/comments/store.js';
import type { AppConfig } from '../../src/config.js';
import { tempDatabase, testConfig } from '../support.js';
import { ruleCases, validComment, type RuleAttempt, type RulesBackend } from './ruleCases.js';
import { emulatorHost, emulatorProject } from './support.js';

// A refused write is the point of half the cases: the SDK's own warning about each would only be noise.
setLogLevel('silent');

const isRefusal = (error: unknown) => (error as { code?: string }).code === 'permission-denied';
const hour = 60 * 60 * 1000;

/** Cloud Firestore's emulator with the built rules: writes and reads as a reader's browser makes them. */
async function firestoreBackend(): Promise<RulesBackend & { close(): Promise<void> }> {
  const project = await emulatorProject('rules');
  const writer = project.browser();
  // The school's side, which the rules do not bind (the moderation command's).
  const school = FirestoreModeration.open(project.projectId);

  async function create(attempt: Extract<RuleAttempt, { kind: 'create' }>, state = 'published') {
    const comment: Record<string, unknown> = {
      name: attempt.name ?? validComment.name,
      text: attempt.text ?? validComment.text,
      createdAt:
        attempt.createdAt === undefined
          ? serverTimestamp()
          : Timestamp.fromMillis(Date.now() + (attempt.createdAt === 'an hour ago' ? -hour : hour)),
      state,
    };
    if (attempt.extraField) comment.likes = 1000;
    try {
      return await addDoc(collection(writer, 'posts', attempt.postId ?? 'peace-rally', 'comments'), comment);
    } catch (error) {
      if (isRefusal(error)) return undefined;
      throw error;
    }
  }
  const stored = async () => (await create({ kind: 'create' }))!;
  const outcome = async (action: () => Promise<unknown>) => {
    try {
      await action();
      return 'allowed' as const;
    } catch (error) {
      if (isRefusal(error)) return 'refused' as const;
      throw error;
    }
  };
  /** A fresh reader (nothing cached) asks for the comment itself, and for the list the site shows. */
  async function readable(comment: DocumentReference) {
    const reader = project.browser();
    const byId = await outcome(() => getDocFromServer(doc(reader, comment.path)));
    const list = await getDocsFromServer(
      query(
        collection(reader, 'posts', 'peace-rally', 'comments'),
        where('state', '==', 'published'),
        orderBy('createdAt', 'desc'),
      ),
    );
    const listed = list.docs.some((listedComment) => listedComment.id === comment.id);
    return byId === 'allowed' || listed ? 'allowed' : 'refused';
  }

  return {
    async attempt(attempt) {
      switch (attempt.kind) {
        case 'create':
          return (await create(attempt)) ? 'allowed' : 'refused';
        case 'update': {
          const comment = await stored();
          return outcome(() => updateDoc(comment, { text: 'Changed by someone else' }));
        }
        case 'delete': {
          const comment = await stored();
          return outcome(() => deleteDoc(comment));
        }
        case 'read': {
          if (attempt.comment === 'hidden') {
            const comment = await stored();
            expect(await school.moderate(comment.id, 'hide')).toMatchObject({ changed: true });
            return readable(comment);
          }
          await school.setMode('before');
          try {
            // The browser writes what the school's setting asks for; a comment that skips approval is refused.
            expect(await create({ kind: 'create' }, 'published')).toBeUndefined();
            const comment = await create({ kind: 'create' }, 'pending');
            expect(comment, 'a comment awaiting approval is written').toBeDefined();
            return await readable(comment!);
          } finally {
            await school.setMode('after');
          }
        }
      }
    },
    async close() {
      await school.close();
      await project.close();
    },
  };
}

/** comments-service over its HTTP API (supertest against buildApp), with a real SQLite file. */
async function serviceBackend(): Promise<RulesBackend & { close(): Promise<void> }> {
  const opened: { app: FastifyInstance; cleanup: () => void }[] = [];
  async function start(overrides: Partial<AppConfig> = {}) {
    const db = tempDatabase('rules');
    const app = buildApp(testConfig(db.path, { rateLimitPerMinute: 1000, ...overrides }));
    await app.listen({ port: 0, host: '127.0.0.1' });
    expect((app.server.address() as AddressInfo).port).toBeGreaterThan(0);
    opened.push({ app, cleanup: db.cleanup });
    return { app, path: db.path };
  }
  const after = await start();
  const before = await start({ moderation: 'before' });

  const post = (app: FastifyInstance, attempt: Extract<RuleAttempt, { kind: 'create' }>) => {
    const body: Record<string, unknown> = {
      name: attempt.name ?? validComment.name,
      text: attempt.text ?? validComment.text,
    };
    if (attempt.extraField) body.likes = 1000;
    if (attempt.createdAt)
      body.createdAt = new Date(Date.now() + (attempt.createdAt === 'an hour ago' ? -hour : hour)).toISOString();
    return request(app.server)
      .post(`/api/comments/${attempt.postId ?? 'peace-rally'}`)
      .send(body);
  };
  const answer = (status: number) => {
    if (status === 201 || status === 202) return 'allowed' as const;
    if (status >= 400 && status < 500) return 'refused' as const;
    throw new Error(`comments-service answered ${status}`);
  };
  const listed = async (app: FastifyInstance) =>
    (
      (await request(app.server).get('/api/comments/peace-rally?limit=100')).body as {
        comments: { id: string; text: string }[];
      }
    ).comments;
  const stored = async () => {
    const response = await post(after.app, { kind: 'create' });
    expect(response.status).toBe(201);
    return response.body as { id: string; text: string };
  };

  return {
    async attempt(attempt) {
      switch (attempt.kind) {
        case 'create':
          return answer((await post(after.app, attempt)).status);
        case 'update':
        case 'delete': {
          const comment = await stored();
          const url = `/api/comments/peace-rally/${comment.id}`;
          const statuses =
            attempt.kind === 'update'
              ? [
                  (await request(after.app.server).put(url).send({ text: 'Changed by someone else' })).status,
                  (await request(after.app.server).patch(url).send({ text: 'Changed by someone else' })).status,
                ]
              : [(await request(after.app.server).delete(url)).status];
          const unchanged = (await listed(after.app)).some((c) => c.id === comment.id && c.text === comment.text);
          return statuses.every((status) => answer(status) === 'refused') && unchanged ? 'refused' : 'allowed';
        }
        case 'read': {
          if (attempt.comment === 'hidden') {
            const comment = await stored();
            // The moderation command's store, on the service's file (as `make comments` works).
            const store = new CommentStore(after.path);
            expect(store.moderate(Number(comment.id), 'hide')?.changed).toBe(true);
            store.close();
            return (await listed(after.app)).some((c) => c.id === comment.id) ? 'allowed' : 'refused';
          }
          const response = await post(before.app, { kind: 'create' });
          expect(response.status).toBe(202);
          const id = (response.body as { id: string }).id;
          return (await listed(before.app)).some((c) => c.id === id) ? 'allowed' : 'refused';
        }
      }
    },
    async close() {
      for (const { app, cleanup } of opened) {
        await app.close();
        cleanup();
      }
    },
  };
}

const backends = [
  { name: 'Cloud Firestore (the emulator, with the rules the build wrote)', open: firestoreBackend, needs: true },
  { name: 'comments-service (its HTTP API)', open: serviceBackend, needs: false },
];

for (const { name, open, needs } of backends) {
  describe.skipIf(needs && !emulatorHost)(`the comments' rules: ${name}`, () => {
    let backend: Awaited<ReturnType<typeof open>>;
    beforeAll(async () => {
      backend = await open();
    });
    afterAll(() => backend?.close());

    for (const { title, attempt, outcome } of ruleCases) {
      it(`${outcome === 'allowed' ? 'allows' : 'refuses'} ${title}`, async () => {
        expect(await backend.attempt(attempt)).toBe(outcome);
      });
    }
  });
}
