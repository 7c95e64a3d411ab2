/** Every route of the site, opened and measured the same way by the specs that go through them all. */
import { expect, type Page } from './test.js';
import { paths, postPath } from '../../../frontend/src/lib/paths.js';

/** Every route; the news post route at the real content's post. */
export const routes = Object.values(paths).map((route) => (route === paths.blogPost ? postPath('peace-rally') : route));

/** Opens a route and waits until its level-1 heading is drawn (its code arrives lazily) and the network rests. */
export async function openRoute(page: Page, route: string) {
  await page.goto(route);
  await expect(page.locator('main h1').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
}

/** Asks the open result page for the sample record of Aarav Yadav (Grade 3, roll 7): his details, then Check Result. */
export async function askForAarav(page: Page) {
  await page.getByLabel('Student name').fill('Aarav Yadav');
  await page.getByRole('combobox', { name: 'Class' }).selectOption('Grade 3');
  await page.getByLabel('Roll number').fill('7');
  await page.getByRole('combobox', { name: 'Exam', exact: true }).selectOption('First Terminal 2082');
  await page.getByLabel('Date of birth (B.S.)').fill('2073-05-12');
  await page.getByRole('button', { name: 'Check Result' }).click();
}

/** The sample record of Aarav Yadav, looked up on the result page; its heading takes the focus. */
export async function lookUpAarav(page: Page) {
  await openRoute(page, paths.checkResult);
  await askForAarav(page);
  await expect(page.getByRole('heading', { name: /^Report Card/ })).toBeFocused();
}

export const reportCard = (page: Page) => page.getByRole('article', { name: /^Report Card/ });
