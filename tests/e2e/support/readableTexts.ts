/**
 * The texts of a page a reader sees or hears: its title and description, the text of #root, and the labels,
 * alternative texts, titles and placeholders a screen reader reads; not the parts marked as another language
 * (lang="en" inside a Nepali page). Self-contained, so Playwright can run it in the page (page.evaluate), and
 * scripts/i18n/english-leftovers.ts on the built files (jsdom).
 */
export function readableTexts(document: Document): string[] {
  const pageLanguage = document.documentElement.getAttribute('lang') ?? '';
  const readAttributes = ['aria-label', 'alt', 'title', 'placeholder', 'aria-description', 'aria-valuetext'];
  const texts: string[] = [document.title];
  const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
  if (description) texts.push(description);
  const inAnotherLanguage = (element: Element) => {
    const marked = element.closest('[lang]');
    return marked !== null && marked.getAttribute('lang') !== pageLanguage;
  };
  // A running page's <noscript> holds its markup as one text (skipped); without scripts (jsdom, the built files'
  // check) it holds elements, whose text is read.
  const skipped = ['STYLE', 'SCRIPT', 'NOSCRIPT', 'TEMPLATE'];
  const walker = document.createTreeWalker(document.body, 4 /* NodeFilter.SHOW_TEXT */);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || skipped.includes(parent.tagName) || inAnotherLanguage(parent)) continue;
    texts.push(node.textContent ?? '');
  }
  for (const element of document.body.querySelectorAll('*')) {
    if (skipped.includes(element.tagName) || inAnotherLanguage(element)) continue;
    for (const name of readAttributes) {
      const value = element.getAttribute(name);
      if (value) texts.push(value);
    }
  }
  return texts;
}

/**
 * readableTexts as an expression to evaluate in a page. Loaders that keep function names (tsx, for the script) wrap
 * inner functions in a `__name` helper the page does not have: a stand-in is given.
 */
export const readableTextsInPage = `(() => { const __name = (f) => f; return (${readableTexts.toString()})(document); })()`;
