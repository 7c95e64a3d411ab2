// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Rollup } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { collectionModule, postsFile, siteContent } from './siteContent';

// Real Vite builds with the plugin, on a copy of the school's content folder (SITE_CONTENT_DIR), of an entry that
// imports the content modules.
const frontend = resolve(import.meta.dirname, '..');
let scratch: string;
let folder: string;

beforeEach(async () => {
  scratch = await mkdtemp(join(tmpdir(), 'site-content-build-'));
  folder = join(scratch, 'site-content');
  await cp(resolve(frontend, '../site-content'), folder, { recursive: true });
  await writeFile(
    join(scratch, 'entry.js'),
    "export { exams } from 'virtual:site-content/exams';\nexport { news } from 'virtual:site-content/news';\n",
  );
  vi.stubEnv('SITE_CONTENT_DIR', folder);
});
afterEach(async () => {
  vi.unstubAllEnvs();
  await rm(scratch, { recursive: true, force: true });
});

/** The built files (Vite answers a list of outputs for a library build). */
async function buildEntry(): Promise<Rollup.RollupOutput['output']> {
  const result = await build({
    root: frontend,
    configFile: false,
    logLevel: 'silent',
    plugins: [siteContent()],
    build: { write: false, lib: { entry: join(scratch, 'entry.js'), formats: ['es'], fileName: 'entry' } },
  });
  const [first] = Array.isArray(result) ? result : [result];
  if (!first || !('output' in first)) throw new Error('vite build answered no output');
  return first.output;
}

describe('the site-content build plugin', () => {
  it('gives the app the folder as modules, its pictures as built files, and writes the posts that take comments', async () => {
    const output = await buildEntry();
    const entry = output.find((file) => file.type === 'chunk');
    expect(entry?.type === 'chunk' && entry.code).toContain('First Terminal Examination');
    const files = output.map((file) => file.fileName);
    expect(files).toContain('peace-rally-hero.svg'); // (a library build names files without a hash)
    const posts = output.find((file) => file.fileName === postsFile);
    expect(posts?.type === 'asset' && JSON.parse(String(posts.source))).toEqual({ posts: ['peace-rally'] });
  });

  it('fails the build on a bad file, naming the file and the line', async () => {
    const exam = join(folder, 'exams/2025-09-first-terminal.md');
    await writeFile(exam, (await readFile(exam, 'utf8')).replace('date: 2025-09-10', 'date: 2025-09-31'));
    await expect(buildEntry()).rejects.toThrow(
      /site-content\/exams\/2025-09-first-terminal\.md, line 3: "date" "2025-09-31" is not a real date/,
    );
  });
});

describe('a collection module', () => {
  it('imports each picture and attachment as a file of its own, and writes the rest as data', () => {
    const code = collectionModule('notices', [
      {
        title: 'Routine',
        picture: { kind: 'image', file: '/c/images/a.jpg', width: 4, height: 3 },
        attachments: [{ file: { kind: 'attachment', file: '/c/files/r.pdf' }, label: 'PDF' }],
      },
    ]);
    expect(code).toBe(
      'import __asset0__ from "/c/images/a.jpg?no-inline";\n' +
        'import __asset1__ from "/c/files/r.pdf?no-inline";\n' +
        'export const notices = [{"title":"Routine","picture":{"src":__asset0__,"width":4,"height":3},"attachments":[{"file":{"href":__asset1__},"label":"PDF"}]}];\n',
    );
  });
});
