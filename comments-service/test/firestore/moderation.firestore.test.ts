import {
  addDoc,
  collection,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setLogLevel,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runFirestoreModeration } from '../../src/cli/firestoreModerationCommand.js';
import { emulatorHost, emulatorProject } from './support.js';

setLogLevel('silent');

/**
 * `make comments` on Firestore (COMMENTS_BACKEND=firestore): the command, through the Admin SDK, against the
 * emulator with the built rules, while a reader's browser SDK holds the live listener the site holds.
 */
describe.skipIf(!emulatorHost)('make comments on Cloud Firestore (the emulator)', () => {
  let project: Awaited<ReturnType<typeof emulatorProject>>;
  beforeAll(async () => {
    project = await emulatorProject('moderation');
  });
  afterAll(() => project?.close());

  async function moderate(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runFirestoreModeration(
      argv,
      { COMMENTS_BACKEND: 'firestore', FIRESTORE_EMULATOR_HOST: emulatorHost, FIREBASE_PROJECT_ID: project.projectId },
      { write: (text: string) => out.push(text) },
      { write: (text: string) => err.push(text) },
      () => new Date('2025-09-17T05:00:00Z'),
    );
    return { code, stdout: out.join(''), stderr: err.join('') };
  }

  const post = (text: string, state = 'published') =>
    addDoc(collection(project.browser(), 'posts', 'peace-rally', 'comments'), {
      name: 'Spammer',
      text,
      createdAt: serverTimestamp(),
      state,
    });

  /** What a reader's page holds: the published comments' ids, kept up to date by the live listener. */
  function liveReader() {
    let shown: string[] = [];
    const waiters: (() => void)[] = [];
    const stop = onSnapshot(
      query(
        collection(project.browser(), 'posts', 'peace-rally', 'comments'),
        where('state', '==', 'published'),
        orderBy('createdAt', 'desc'),
      ),
      (snapshot) => {
        shown = snapshot.docs.map((doc) => doc.id);
        for (const wake of waiters.splice(0)) wake();
      },
    );
    return {
      stop,
      /** Resolves once the page shows (or no longer shows) the comment. */
      async until(id: string, isShown: boolean) {
        while (shown.includes(id) !== isShown) await new Promise<void>((wake) => waiters.push(wake));
      },
    };
  }

  it('hides and unhides a comment: it leaves an open page and comes back, without a reload; the text is never printed', async () => {
    const text = `An abusive comment that must never be printed ${Date.now()}`;
    const reader = liveReader();
    try {
      const comment = await post(text);
      await reader.until(comment.id, true);

      const hide = await moderate('hide', comment.id);
      expect(hide).toMatchObject({ code: 0, stderr: '' });
      expect(hide.stdout).toBe(
        `2025-09-17T05:00:00.000Z moderation: comment ${comment.id} hide: published -> hidden\n`,
      );
      await reader.until(comment.id, false);
      expect((await moderate('hide', comment.id)).stdout).toContain('already hidden, nothing changed');

      const list = await moderate('list');
      expect(list.stdout).toMatch(
        new RegExp(`^${comment.id}\\s+\\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d\\s+peace-rally\\s+hidden\\s+Spammer`, 'm'),
      );

      expect((await moderate('unhide', comment.id)).stdout).toContain(
        `comment ${comment.id} unhide: hidden -> published`,
      );
      await reader.until(comment.id, true);
      for (const output of [hide.stdout, hide.stderr]) expect(output).not.toContain('abusive');
    } finally {
      reader.stop();
    }
  });

  it('approves a comment awaiting approval (moderation before), which then joins the open page', async () => {
    expect((await moderate('moderation')).stdout).toBe('moderation: after\n');
    expect((await moderate('moderation', 'before')).stdout).toContain('moderation: setting after -> before');
    const reader = liveReader();
    try {
      await expect(post('Skips the queue')).rejects.toMatchObject({ code: 'permission-denied' });
      const comment = await post('Waits for the school', 'pending');
      expect((await moderate('list')).stdout).toMatch(new RegExp(`^${comment.id}\\s.*\\spending\\s`, 'm'));
      expect((await moderate('approve', comment.id)).stdout).toContain(
        `comment ${comment.id} approve: pending -> published`,
      );
      await reader.until(comment.id, true);
    } finally {
      reader.stop();
      await moderate('moderation', 'after');
    }
  });

  it('refuses an unknown id, bad arguments and settings that name no Firestore', async () => {
    const unknown = await moderate('hide', 'NoSuchComment0000000');
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('there is no comment with id NoSuchComment0000000');
    expect((await moderate('hide', '../x')).code).toBe(2);
    expect((await moderate('moderation', 'sometimes')).code).toBe(2);

    const run = (env: Record<string, string>) =>
      runFirestoreModeration(['list'], env, { write: () => true }, { write: (text: string) => problems.push(text) });
    const problems: string[] = [];
    expect(await run({ COMMENTS_BACKEND: 'firestore' })).toBe(1);
    expect(await run({ COMMENTS_BACKEND: 'firestore', FIREBASE_PROJECT_ID: 'school' })).toBe(1);
    expect(
      await run({
        COMMENTS_BACKEND: 'firestore',
        FIRESTORE_EMULATOR_HOST: emulatorHost,
        SITE_DOMAIN: 'school.example',
      }),
    ).toBe(1);
    expect(problems).toEqual([
      'moderate-comments: set FIREBASE_PROJECT_ID to the Firebase project of the comments\n',
      'moderate-comments: set GOOGLE_APPLICATION_CREDENTIALS to the path of the service-account key (JSON) that may moderate comments\n',
      `moderate-comments: FIRESTORE_EMULATOR_HOST (${emulatorHost}) is for tests and make start, and SITE_DOMAIN says this is a live site: unset FIRESTORE_EMULATOR_HOST\n`,
    ]);
  });
});
