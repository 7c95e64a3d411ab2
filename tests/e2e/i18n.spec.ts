/**
 * The site in Nepali (/ne/…): every page at both widths is in Nepali (lang, no English left but the names and brands of
 * support/keptInEnglish.ts), passes axe and logs nothing wrong; the language switch keeps the page and is remembered;
 * English pages fetch no Devanagari font, and Nepali pages fetch it without shifting.
 */
import { siteAddresses } from '../../scripts/siteAddresses.js';
import { expectNoAxeViolations } from './support/axe.js';
import { consoleProblems } from './support/console.js';
import { englishLeftoversIn } from './support/keptInEnglish.js';
import { readableTextsInPage } from './support/readableTexts.js';
import { expect, test, type Locator, type Page } from './support/test.js';
import { viewports } from './support/viewports.js';

// The longest files of the suite, whose tests share nothing: both workers take them, instead of one worker running
// the whole file while the other has finished (Playwright runs a file's tests in order by default).
test.describe.configure({ mode: 'parallel' });

/** Every Nepali page: each route (each news post) at its /ne/ address, and an unknown /ne/ address. */
const nepaliPages = [...siteAddresses(undefined, 'ne').map((address) => address.path), '/ne/no-such-page'];

/** The English words left on the page as it stands, outside parts marked lang="en". */
async function englishLeftovers(page: Page): Promise<string[]> {
  const texts = await page.evaluate<string[]>(readableTextsInPage);
  return [...new Set(texts.flatMap(englishLeftoversIn))];
}

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`every Nepali page on a ${size}`, () => {
    test.use({ viewport });

    for (const path of nepaliPages) {
      test(`${path} is in Nepali, with no English left, and passes axe`, async ({ page }) => {
        const problems = consoleProblems(page);
        await page.goto(path);
        await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
        expect(await englishLeftovers(page), 'English words on the page').toEqual([]);
        await expectNoAxeViolations(page);
        expect(problems).toEqual([]);
      });
    }
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: viewports.phone });

  test("the mobile menu's language switch and the menu itself are in Nepali", async ({ page }) => {
    await page.goto('/ne/contact');
    await page.getByRole('button', { name: 'मेनु खोल्नुहोस्' }).click();
    const menu = page.getByRole('dialog', { name: 'मेनु' });
    await expect(menu.getByRole('link', { name: 'भर्ना' })).toHaveCount(0);
    await menu.getByRole('button', { name: 'शैक्षिक' }).click();
    await expect(menu.getByRole('link', { name: 'भर्ना' })).toBeVisible();
    expect(await englishLeftovers(page)).toEqual([]);
    await expectNoAxeViolations(page);

    await menu.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test.describe('on a laptop', () => {
  test.use({ viewport: viewports.desktop });

  test('the switch opens the same page in the other language, and the home address remembers the choice', async ({
    page,
  }) => {
    await page.goto('/about?from=test');
    await page.getByRole('link', { name: 'नेपाली' }).click();
    await expect(page).toHaveURL(/\/ne\/about\?from=test$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(/[A-Za-z]{3}/);

    // Chosen once, the home page's address opens in Nepali; a page's own address stays in its language.
    await page.goto('/');
    await expect(page).toHaveURL(/\/ne$/);
    await page.goto('/contact');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // And back: the English choice is remembered the same way.
    await page.goto('/ne/notices');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/notices$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test("a Nepali page's links stay in Nepali, and the router's navigation renders Nepali pages", async ({ page }) => {
    await page.goto('/ne');
    const navigation = page.getByRole('navigation', { name: 'मुख्य' });
    await navigation.getByRole('link', { name: 'सम्पर्क' }).click();
    await expect(page).toHaveURL(/\/ne\/contact$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    expect(await englishLeftovers(page)).toEqual([]);
    await navigation.getByRole('button', { name: 'शैक्षिक' }).click();
    await navigation.getByRole('link', { name: 'परीक्षा सूचना' }).click();
    await expect(page).toHaveURL(/\/ne\/examinfo$/);
    expect(await englishLeftovers(page)).toEqual([]);
  });

  test("a Nepali overline is not letter-spaced (it would break the line along its letters' tops); English keeps it", async ({
    page,
  }) => {
    const spacing = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).letterSpacing);
    await page.goto('/ne');
    const overline = page
      .locator('main .MuiTypography-overline')
      .filter({ hasText: /[\u0900-\u097F]/ })
      .first();
    await expect(overline).toBeVisible();
    expect(await spacing(overline)).toBe('normal');
    await page.goto('/');
    expect(await spacing(page.locator('main .MuiTypography-overline').first())).not.toBe('normal');
  });

  test('English pages fetch no Devanagari font; a Nepali page fetches its regular weight early and does not shift', async ({
    page,
  }) => {
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
    });
    for (const path of ['/', '/about', '/admissions', '/blogs/peace-rally']) await page.goto(path);
    expect(fonts).toEqual([]);

    await page.goto('/ne');
    await page.waitForLoadState('networkidle');
    expect(fonts.some((font) => /noto-sans-devanagari-devanagari-400-normal-[\w-]+\.woff2$/.test(font))).toBe(true);
    const preload = page.locator('head link[rel="preload"][as="font"]');
    await expect(preload).toHaveAttribute('href', /noto-sans-devanagari-devanagari-400-normal/);
    await expect(preload).toHaveAttribute('crossorigin', '');
    // font-display: optional: the font is used only when it is in time for the first paint, so text never moves.
    const display = await page.evaluate(() =>
      [...document.fonts].filter((face) => face.family.includes('Devanagari')).map((face) => face.display),
    );
    expect(display.length).toBeGreaterThan(0);
    expect(new Set(display)).toEqual(new Set(['optional']));
  });
});
