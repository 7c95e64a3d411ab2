/**
 * Lists the English words left on the built Nepali pages (frontend/dist/ne/**), page by page: their text, and the
 * labels, alternative texts, titles and placeholders a screen reader reads, and <title> and the description. The
 * words tests/e2e/support/keptInEnglish.ts allows, and parts marked lang="en", are not counted. A quick check of
 * the pre-rendered markup while translating; the e2e check (tests/e2e/i18n.spec.ts) looks at the hydrated pages.
 *
 *   npx tsx scripts/i18n/english-leftovers.ts [a folder or page under frontend/dist, e.g. ne/about or ne/index.html]
 * Exits 1 when any page has leftovers.
 */
import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../tests/chromiumLaunchOptions.js';
import { englishLeftoversIn } from '../../tests/e2e/support/keptInEnglish.js';
import { readableTextsInPage } from '../../tests/e2e/support/readableTexts.js';

const dist = join(import.meta.dirname, '../../frontend/dist');

async function htmlFiles(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? htmlFiles(join(folder, entry.name))
        : entry.name.endsWith('.html')
          ? [join(folder, entry.name)]
          : [],
    ),
  );
  return nested.flat();
}

async function main() {
  const only = process.argv[2];
  const target = join(dist, only ?? 'ne');
  const files = (await stat(target)).isDirectory() ? await htmlFiles(target) : [target];
  let pagesWithLeftovers = 0;
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    // Without scripts, as a reader without JavaScript: <noscript>'s text is read too.
    const page = await browser.newPage({ javaScriptEnabled: false });
    for (const file of files.sort()) {
      await page.goto(pathToFileURL(file).href);
      const texts = await page.evaluate<string[]>(readableTextsInPage);
      const leftovers = [...new Set(texts.flatMap(englishLeftoversIn))];
      if (leftovers.length === 0) continue;
      pagesWithLeftovers += 1;
      console.log(`${relative(dist, file)}: ${leftovers.join(', ')}`);
    }
  } finally {
    await browser.close();
  }
  console.log(`${files.length} pages, ${pagesWithLeftovers} with English left`);
  process.exitCode = pagesWithLeftovers > 0 ? 1 : 0;
}

await main();
