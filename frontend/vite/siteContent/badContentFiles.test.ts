// @vitest-environment node
import { existsSync, statSync } from 'node:fs';
import { cp, mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { badContentFiles } from '@school/contracts/bad-content-files';
import { checkContentFile } from '@school/contracts/site-content';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadSiteContent } from './loadSiteContent';
import { SiteContentError } from './problems';

// Each row of the one table of bad content files, written into a copy of the school's real content folder: the build
// (what `make publish` runs) and checkContentFile (what the console's API runs) must give it the same one problem.
const realFolder = resolve(import.meta.dirname, '../../../site-content');
const pages = ['/', '/about', '/blog', '/contact', '/examinfo', '/career'];
let parent: string;
let folder: string;

beforeEach(async () => {
  parent = await mkdtemp(join(tmpdir(), 'bad-content-files-'));
  folder = join(parent, 'site-content');
  await cp(realFolder, folder, { recursive: true });
});
afterEach(async () => rm(parent, { recursive: true, force: true }));

const fileExists = (pathInFolder: string) => {
  const file = join(folder, pathInFolder);
  return existsSync(file) && statSync(file).isFile();
};

describe('one table of bad content files: the same message from the build and from checkContentFile', () => {
  it.each(badContentFiles)('$name', async ({ kind, language, file, text, line, message }) => {
    await mkdir(dirname(join(folder, file)), { recursive: true });
    await writeFile(join(folder, file), text);
    const thrown: unknown = await loadSiteContent({ folder, pages, postPath: (slug) => `/blogs/${slug}` }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(thrown).toBeInstanceOf(SiteContentError);
    expect((thrown as SiteContentError).problems).toEqual([{ file: `site-content/${file}`, line, message }]);
    expect(checkContentFile(kind, text, fileExists, language)).toEqual([
      { line, field: expect.any(String) as string, message },
    ]);
  });
});
