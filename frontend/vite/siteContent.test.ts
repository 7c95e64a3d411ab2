// @vitest-environment node
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { build, type Rollup } from 'vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  collectionModule,
  firestoreRulesFile,
  isListPicture,
  nepaliPostModule,
  nepaliWords,
  newsPostsModule,
  postModuleId,
  postsFile,
  siteContent,
} from './siteContent';
import { loadSiteContent } from './siteContent/loadSiteContent';

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
    const rules = output.find((file) => file.fileName === firestoreRulesFile);
    expect(rules?.type === 'asset' && String(rules.source)).toMatch(/return postId in \['peace-rally'\];/);
  });

  it('resizes a photo into the layout’s widths as AVIF, WebP and JPEG, and the module names every file', async () => {
    // A 2000×1500 photo as the peace-rally post's first gallery picture.
    const pixels = Buffer.alloc(2000 * 1500 * 3, 128);
    await sharp(pixels, { raw: { width: 2000, height: 1500, channels: 3 } })
      .jpeg()
      .toFile(join(folder, 'images/rally-photo.jpg'));
    const post = join(folder, 'news/peace-rally.md');
    await writeFile(
      post,
      (await readFile(post, 'utf8')).replace('../images/gallery-rally.svg', '../images/rally-photo.jpg'),
    );

    const output = await buildEntry();
    const files = output.map((file) => file.fileName);
    // Each resized file keeps the photo's name, then its width (rally-photo-400-<content hash>-v1.avif).
    const resized = (width: number, extension: string) =>
      new RegExp(`rally-photo-${width}-[0-9a-f]{20}-v1[\\w-]*\\.${extension}`);
    for (const width of [400, 800, 1200, 1600])
      for (const extension of ['avif', 'webp', 'jpg'])
        expect(files.some((name) => resized(width, extension).test(name))).toBe(true);
    // The 2000 px original stays behind.
    expect(
      files.filter((name) => name.includes('rally-photo') && !/rally-photo-\d+-[0-9a-f]{20}-v1/.test(name)),
    ).toEqual([]);

    const entry = output.find((file) => file.type === 'chunk');
    const code = entry?.type === 'chunk' ? entry.code : '';
    expect(code).toMatch(
      /-400-\w+-v1\.avif 400w, [^`"]*-800-\w+-v1\.avif 800w, [^`"]*-1200-\w+-v1\.avif 1200w, [^`"]*-1600-\w+-v1\.avif 1600w/,
    );
    expect(code).toMatch(/type: "image\/avif"|"type":\s*"image\/avif"/);
    expect(code).toMatch(/type: "image\/webp"|"type":\s*"image\/webp"/);
    expect(code).toMatch(/-400-\w+-v1\.jpg 400w, /);
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
  it('names a resized photo’s widest fallback as its src, and every width and format in srcset and sources', () => {
    const file = (name: string, width: number) => ({ file: `/cache/${name}`, width, height: width / 2 });
    const code = collectionModule(
      'news',
      [{ cover: { kind: 'image', file: '/c/images/p.jpg', width: 3200, height: 1600 } }],
      new Map([
        [
          '/c/images/p.jpg',
          {
            fallback: { ...file('p-800.jpg', 800), format: 'jpeg' as const },
            fallbacks: [file('p-400.jpg', 400), file('p-800.jpg', 800)],
            sources: [
              { format: 'avif' as const, files: [file('p-400.avif', 400), file('p-800.avif', 800)] },
              { format: 'webp' as const, files: [file('p-400.webp', 400), file('p-800.webp', 800)] },
            ],
          },
        ],
      ]),
    );
    expect(code).toContain('import __asset0__ from "/cache/p-800.jpg?no-inline";');
    expect(code).toContain(
      'export const news = [{"cover":{"src":__asset0__,"width":800,"height":400,"srcset":`${__asset1__} 400w, ${__asset2__} 800w`,' +
        '"sources":[{"type":"image/avif","srcset":`${__asset3__} 400w, ${__asset4__} 800w`},' +
        '{"type":"image/webp","srcset":`${__asset5__} 400w, ${__asset6__} 800w`}]}}];',
    );
    expect(code).toContain('import __asset3__ from "/cache/p-400.avif?no-inline";');
  });

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
    // A list's (vite.config.ts keeps them with the list).
    expect(isListPicture('/c/files/r.pdf?no-inline')).toBe(true);
    collectionModule('newsPost', { cover: { kind: 'image', file: '/c/images/post.jpg', width: 4, height: 3 } });
    expect(isListPicture('/c/images/post.jpg?no-inline')).toBe(false);
  });
});

describe('the Nepali modules', () => {
  it('give a Nepali page its words, and no English module any Nepali', async () => {
    // A second post, without a Nepali version.
    await writeFile(
      join(folder, 'news/sports-day.md'),
      (await readFile(join(folder, 'news/peace-rally.md'), 'utf8')).replace('date: 2025-09-17', 'date: 2025-12-05'),
    );
    await writeFile(
      join(scratch, 'entry.js'),
      [
        "export { newsCards } from 'virtual:site-content/newsCards';",
        "export { notices } from 'virtual:site-content/notices';",
        "export { school } from 'virtual:site-content/school';",
        "export { newsCards as nepaliCards } from 'virtual:site-content/ne/newsCards';",
        "export { school as nepaliSchool } from 'virtual:site-content/ne/school';",
        "export { newsPostModules } from 'virtual:site-content/newsPosts';",
        "export { newsPostModules as nepaliPostModules } from 'virtual:site-content/ne/newsPosts';",
        '',
      ].join('\n'),
    );
    const chunks = (await buildEntry()).filter((file) => file.type === 'chunk');
    const chunkOf = (id: string) => chunks.find((chunk) => chunk.facadeModuleId === id);
    const nepaliPost = chunkOf(postModuleId('peace-rally', 'ne'));
    expect(nepaliPost?.code).toContain('युवा आन्दोलनका सहिदहरूको सम्झनामा शान्ति पदयात्रा');
    // Its pictures are its English module's, which it imports.
    expect(nepaliPost?.imports).toEqual([chunkOf(postModuleId('peace-rally'))?.fileName]);
    expect(nepaliPost?.code).not.toMatch(/\.svg/);
    // A post without a Nepali version has no Nepali module: the Nepali index names its English one.
    expect(chunkOf(postModuleId('sports-day', 'ne'))).toBeUndefined();
    const entry = chunks.find((chunk) => chunk.isEntry);
    expect(entry?.dynamicImports.sort()).toEqual(
      [nepaliPost, chunkOf(postModuleId('peace-rally')), chunkOf(postModuleId('sports-day'))]
        .map((chunk) => chunk?.fileName)
        .sort(),
    );
    // The English post modules carry no Nepali.
    for (const slug of ['peace-rally', 'sports-day'])
      expect(chunkOf(postModuleId(slug))?.code).not.toMatch(/\p{Script=Devanagari}/u);
  });
});

describe('the Nepali words of a collection', () => {
  it('are only words, by slug, for the entries that have a Nepali version; the school’s as one block', async () => {
    const content = await loadSiteContent({ folder, pages: ['/'], postPath: (slug) => `/blogs/${slug}` });
    expect(nepaliWords(content, 'newsCards')).toEqual({
      'peace-rally': {
        title: 'युवा आन्दोलनका सहिदहरूको सम्झनामा शान्ति पदयात्रा',
        summary: expect.stringMatching(/^हाम्रा विद्यार्थी/),
        cover: { alt: expect.stringMatching(/चित्र$/) },
      },
    });
    expect(Object.keys(nepaliWords(content, 'vacancies') as object)).toHaveLength(4);
    expect(nepaliWords(content, 'exams')).toEqual({
      '2025-09-first-terminal': { subject: 'प्रथम त्रैमासिक परीक्षा', note: [expect.stringMatching(/^सबै कक्षाको/)] },
    });
    const school = nepaliWords(content, 'school');
    expect(school).toMatchObject({ levels: 'पूर्व-प्राथमिकदेखि कक्षा ६ सम्म', founder: { role: 'संस्थापक निर्देशक' } });
    expect(JSON.stringify(school)).not.toMatch(/Yadav|images|\+977/);
  });

  it('index every post: its Nepali module where it has one, else its English one', () => {
    expect(newsPostsModule(['a', 'b'], 'ne', new Set(['b']))).toBe(
      'export const newsPostModules = {\n' +
        '  "a": () => import("virtual:site-content/newsPost/a"),\n' +
        '  "b": () => import("virtual:site-content/ne/newsPost/b"),\n' +
        '};\n',
    );
  });

  it('make a Nepali post of its words over its English module', async () => {
    const content = await loadSiteContent({ folder, pages: ['/'], postPath: (slug) => `/blogs/${slug}` });
    const code = nepaliPostModule(content.ne.news[0]!);
    expect(code).toMatch(/^import \{ newsPost as english \} from "virtual:site-content\/newsPost\/peace-rally";\n/);
    expect(code).not.toContain('image');
    const words = JSON.parse(/^const words = (.*);$/m.exec(code)![1]!) as { gallery: unknown[]; timeline: unknown[] };
    expect(words.gallery).toHaveLength(3);
    expect(words.timeline).toHaveLength(8);
  });
});
