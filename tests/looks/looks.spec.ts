import { writeFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { lookPairs, type LookPairId, type LookState } from './lookPairs.js';

/**
 * The copied MUI looks (frontend/src/components: buttonLook, LookButton, Notice, InputField, CheckboxField) are
 * drawn beside the MUI component each copies (harness/main.tsx), in the site's theme, and must match it pixel for
 * pixel in every state: an MUI upgrade that changes what they copy fails here.
 */

/** The control a visitor points at or tabs to, on either side. */
const controlOf = (side: Locator) => side.locator('button, input, textarea:not([aria-hidden])').first();

async function reset(page: Page) {
  await page.mouse.move(0, 0);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

/** Puts one side in the state, and checks the browser agrees it is in it, so that no state is compared unreached. */
async function enter(page: Page, side: Locator, state: LookState) {
  await reset(page);
  const control = controlOf(side);
  if (state === 'hover') {
    await control.hover();
    expect(await control.evaluate((element) => element.matches(':hover'))).toBe(true);
  }
  if (state === 'focus') {
    // A key press first: focus then counts as keyboard focus, and :focus-visible applies as after a Tab.
    await page.keyboard.press('Shift');
    await control.focus();
    expect(await control.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  }
}

/**
 * Pixelmatch's colour threshold: 0.01 lets through a rounding of a shade or two in 255, no more; pixels it finds to be
 * anti-aliasing are not counted either.
 */
const threshold = 0.01;
/**
 * What may differ on keyboard focus: Chromium draws the focus ring's curved edge around a round control (icon
 * buttons, the tick box) a shade apart from one element to the next, up to two dozen edge pixels. Everything else,
 * and every pixel at rest and on hover, must match: a copied value that changes moves or recolours hundreds.
 */
const focusRingEdgePixels = 32;

// One page for every pair (a worker opens it again after a failure): each test starts by putting it at rest.
let page: Page;
test.beforeAll(async ({ browser }) => {
  page = await browser.newPage();
  await page.goto('/');
  await expect(page.locator('[data-pair]')).toHaveCount(Object.keys(lookPairs).length);
});
test.afterAll(async () => {
  await page.close();
});

for (const [id, states] of Object.entries(lookPairs) as [LookPairId, LookState[]][]) {
  test(`${id} looks as MUI's own: ${states.join(', ')}`, async () => {
    const pair = page.locator(`[data-pair="${id}"]`);
    const mismatches: string[] = [];
    for (const state of states) {
      const shoot = async (name: 'copy' | 'mui') => {
        const side = pair.locator(`[data-side="${name}"]`);
        await enter(page, side, state);
        // Transitions end at once (their final frame), and the caret is hidden: the shot is the state's settled look.
        return side.screenshot({ animations: 'disabled', caret: 'hide' });
      };
      const shots = { copy: await shoot('copy'), mui: await shoot('mui') };
      const copy = PNG.sync.read(shots.copy);
      const mui = PNG.sync.read(shots.mui);
      if (copy.width !== mui.width || copy.height !== mui.height) {
        mismatches.push(`${state}: the copy is ${copy.width}x${copy.height} px, MUI's ${mui.width}x${mui.height} px`);
        continue;
      }
      const diff = new PNG({ width: copy.width, height: copy.height });
      const differing = pixelmatch(copy.data, mui.data, diff.data, copy.width, copy.height, { threshold });
      if (differing > (state === 'focus' ? focusRingEdgePixels : 0)) {
        mismatches.push(`${state}: ${differing} of ${copy.width * copy.height} pixels differ`);
        // The three pictures, in the test's output folder, to see what changed.
        for (const [name, body] of Object.entries({ ...shots, diff: PNG.sync.write(diff) })) {
          writeFileSync(test.info().outputPath(`${state}-${name}.png`), body);
        }
      }
    }
    expect(mismatches, `${id}: the copied look differs from MUI's own`).toEqual([]);
  });
}
