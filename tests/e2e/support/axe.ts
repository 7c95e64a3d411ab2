import { AxeBuilder } from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Runs axe on the page once it has settled and fails with the list of violations, if any: WCAG 2.2 A and AA
 * (target size included) and axe's best practices (landmarks, heading order, regions…). Finite animations
 * (a menu sliding in, a dialog fading) are awaited first: mid-way, colours are blended and contrast is misjudged.
 *
 * Legacy mode: axe runs in the page itself. The default runs it in parts and finishes in a new page of the context,
 * which took 2–4 s a page in Debian's Chromium 150 against 1–2 s this way, with the same results; the site has no
 * frames, which is what the default is for. Only the violations come back with their nodes (`resultTypes`): the
 * passes' nodes were most of what crossed from the page, and nothing reads them.
 */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const results = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
