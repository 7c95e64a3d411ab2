/**
 * Lists the English words left on the built Nepali pages (frontend/dist/ne/**), page by page: their text, and the
 * labels, alternative texts, titles and placeholders a screen reader reads, and <title> and the description. The
 * words tests/e2e/support/keptInEnglish.ts allows, and parts marked lang="en", are not counted. A quick check of
 * the pre-rendered markup while translating; the e2e check (tests/e2e/i18n.spec.ts) looks at the hydrated pages.
 *
 *   npx tsx scripts/i18n/english-leftovers.ts [page folder or file, e.g. ne/about or ne/index.html]
 * Exits 1 when any page has leftovers.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { JSDOM } from 'jsdom';
import { englishLeftoversIn } from '../../tests/e2e/support/keptInEnglish.ts';

const dist = join(import.meta.dirname, '../../frontend/dist');
const readAttributes = ['aria-label', 'alt', 'title', 'placeholder', 'aria-description'];

async function htmlFiles(folder: string): Promise<string[]> {
  // One page's file (ne/index.html, home) is checked alone.
  if ((await stat(folder)).isFile()) return [folder];
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

/** The texts of a page a reader sees or hears, outside parts in another language. */
export function readableTexts(document: Document): string[] {
  const texts: string[] = [document.title];
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
  if (description) texts.push(description);
  const inAnotherLanguage = (element: Element) => {
    const marked = element.closest('[lang]');
    return marked !== null && marked.getAttribute('lang') !== 'ne';
  };
  const root = document.getElementById('root');
  if (!root) return texts;
  const walker = document.createTreeWalker(root, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || ['STYLE', 'SCRIPT'].includes(parent.tagName) || inAnotherLanguage(parent)) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of root.querySelectorAll('*')) {
    if (inAnotherLanguage(element)) continue;
    for (const name of readAttributes) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

async function main() {
  const only = process.argv[2];
  const files = await htmlFiles(join(dist, only ?? 'ne'));
  let pagesWithLeftovers = 0;
  for (const file of files.sort()) {
    const { window } = new JSDOM(await readFile(file, 'utf8'));
    const leftovers = [...new Set(readableTexts(window.document).flatMap(englishLeftoversIn))];
    if (leftovers.length === 0) continue;
    pagesWithLeftovers += 1;
    console.log(`${relative(dist, file)}: ${leftovers.join(', ')}`);
  }
  console.log(`${files.length} pages, ${pagesWithLeftovers} with English left`);
  process.exitCode = pagesWithLeftovers > 0 ? 1 : 0;
}

await main();
