import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { expectNoAxeViolations } from './support/axe.js';
import { consoleProblems } from './support/console.js';
import { signInCodeMailedTo } from './support/mailbox.js';
import { expect, test, type Page } from './support/test.js';
import { makeStaff } from './support/staff.js';
import { viewports } from './support/viewports.js';

/**
 * The office console (/office/, frontend/src/office) through nginx: a member of staff added with `make staff`
 * (office-service's command on the e2e stack's data) opens it, is sent to sign-in, asks for a code, reads it in the
 * mail sandbox, signs in, stays signed in across a reload and signs out; by keyboard alone too; axe on its pages in
 * both languages; its headers; and that the public site loads none of its files.
 */
const repoRoot = resolve(import.meta.dirname, '../..');

async function addStaff(email: string, role: 'admin' | 'office' | 'accounts'): Promise<void> {
  await makeStaff('add', email, '--role', role);
}

/** A new address for each test, so that no test meets another's codes or sign-in limits. */
let people = 0;
const newStaffEmail = (label: string) => `console-${label}-${Date.now()}-${people++}@school.example.np`;

/** The browser's problems but the 401 of asking who is signed in before anyone is, which is the console's way. */
function unexpectedProblems(problems: string[]): string[] {
  return problems.filter((problem) => !/status of 401 \(Unauthorized\)/.test(problem));
}

/** The sign-in page's words the spec finds its fields and buttons by. */
const english = {
  email: 'Email address',
  sendCode: 'Send me a code',
  codeSent: 'a sign-in code is on its way',
  code: '6-digit code',
  signIn: 'Sign in',
};
const nepali = {
  email: 'इमेल ठेगाना',
  sendCode: 'मलाई कोड पठाउनुहोस्',
  codeSent: 'साइन इन कोड पठाइँदै छ',
  code: '६ अङ्कको कोड',
  signIn: 'साइन इन गर्नुहोस्',
};

/** Signs in on the sign-in page with the `nth` code mailed to the address (the mail sandbox keeps every one). */
async function askForCodeAndSignIn(page: Page, email: string, nth: number, words = english): Promise<void> {
  await page.getByLabel(words.email).fill(email);
  await page.getByRole('button', { name: words.sendCode }).click();
  await expect(page.getByRole('note')).toContainText(words.codeSent);
  await page.getByLabel(words.code).fill(await signInCodeMailedTo(email, nth));
  await page.getByRole('button', { name: words.signIn, exact: true }).click();
}

for (const [size, viewport] of Object.entries(viewports)) {
  test(`staff sign in at /office/ with the emailed code, stay signed in on reload, and sign out; axe in English and Nepali${size === 'phone' ? ' @phone' : ''}`, async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await page.setViewportSize(viewport);
    const email = newStaffEmail(size);
    await addStaff(email, 'office');

    await page.goto('/office/');
    await expect(page).toHaveURL(/\/office\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(page).toHaveTitle(/^Sign in · Office · /);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectNoAxeViolations(page);

    await askForCodeAndSignIn(page, email, 1);
    const signedInAs = page.getByText(`Signed in as ${email} (office)`);
    await expect(signedInAs).toBeVisible();
    await expect(page).toHaveURL(/\/office$/);
    await expect(page).toHaveTitle(/^Home · Office · /);
    await expect(page.getByText(/^Today is .+ B\.S\. \(.+\)\.$/)).toBeVisible();
    await expectNoAxeViolations(page);

    // Only what the role may open: no payments, audit log or staff for the office (in a drawer on a phone).
    // Every control at least 44 px tall and wide, for a finger.
    const controls = await page.locator('header a, header button, nav a').filter({ visible: true }).all();
    expect(controls.length).toBeGreaterThanOrEqual(3);
    for (const control of controls) {
      const box = await control.boundingBox();
      expect(Math.min(box?.width ?? 0, box?.height ?? 0), await control.innerText()).toBeGreaterThanOrEqual(44);
    }
    if (size === 'phone') await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link')).toHaveText([
      'Home',
      'Applications',
      'Messages',
      'Comments',
      'Results',
      'Publishing',
      'Passkeys',
    ]);
    await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    if (size === 'phone') await page.getByRole('button', { name: 'Close menu' }).click();

    await page.reload();
    await expect(signedInAs).toBeVisible();

    await page.getByRole('link', { name: /नेपाली/ }).click();
    await expect(page).toHaveURL(/\/office\/ne$/);
    await expect(page.getByText(`साइन इन: ${email} (कार्यालय)`)).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'ne');
    await expect(page.getByText(/^आज .+ वि\.सं\. \(.+\) हो।$/)).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'साइन आउट' }).click();
    await expect(page).toHaveURL(/\/office\/ne\/sign-in$/);
    await expect(page.getByRole('heading', { level: 1, name: 'साइन इन' })).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await page.request.get('/api/office/session')).status()).toBe(401);

    // In Nepali too, the same way in, back to the Nepali home.
    await askForCodeAndSignIn(page, email, 2, nepali);
    await expect(page.getByText(`साइन इन: ${email} (कार्यालय)`)).toBeVisible();
    await expect(page).toHaveURL(/\/office\/ne$/);
    expect(unexpectedProblems(problems)).toEqual([]);
  });
}

test('staff sign in and out by keyboard alone', async ({ page }) => {
  const email = newStaffEmail('keyboard');
  await addStaff(email, 'accounts');
  await page.goto('/office/');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();

  // The skip link comes first, and takes the focus to the page's content.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();

  const emailField = page.getByLabel(english.email);
  await page.keyboard.press('Tab');
  await expect(emailField).toBeFocused();
  await page.keyboard.type(email);
  await page.keyboard.press('Enter');
  const codeField = page.getByLabel(english.code);
  await expect(codeField).toBeFocused();
  await page.keyboard.type(await signInCodeMailedTo(email));
  await page.keyboard.press('Enter');
  await expect(page.getByText(`Signed in as ${email} (accounts)`)).toBeVisible();

  const signOut = page.getByRole('button', { name: 'Sign out' });
  for (let presses = 0; presses < 10 && !(await signOut.evaluate((button) => button === document.activeElement));) {
    await page.keyboard.press('Tab');
    presses++;
  }
  await expect(signOut).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
});

test('a one-time sign-in link printed by make staff signs in once; the link leaves the address bar, and a used one is refused', async ({
  page,
}) => {
  const email = newStaffEmail('link');
  await addStaff(email, 'admin');
  const link = /(http\S+#link=[\w-]+)/.exec(await makeStaff('link', email))![1]!;
  const token = link.split('#')[1]!;
  await page.goto(`/office/#${token}`);
  await expect(page.getByText(`Signed in as ${email} (admin)`)).toBeVisible();
  expect(new URL(page.url()).hash).toBe('');

  await page.context().clearCookies();
  await page.goto(`/office/#${token}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in');
  await expect(page.getByText('This sign-in link did not work')).toBeVisible();
});

test('/office and every address under it: the console’s page, noindex, no-store, its own strict policy', async ({
  request,
}) => {
  for (const path of ['/office', '/office/', '/office/sign-in', '/office/ne', '/office/ne/any/page']) {
    const answer = await request.get(path);
    expect(answer.status(), path).toBe(200);
    const headers = answer.headers();
    expect(headers['x-robots-tag'], path).toBe('noindex');
    expect(headers['cache-control'], path).toBe('no-store');
    const policy = headers['content-security-policy'] ?? '';
    expect(policy, path).toContain("script-src 'self';");
    expect(policy, path).toContain("connect-src 'self';");
    expect(policy, path).toContain("frame-ancestors 'none'");
    expect(policy, path).not.toMatch(/sha256-|unsafe-eval|https?:/);
    expect(headers['x-frame-options'], path).toBe('DENY');
    // Its addresses can carry a search: only the origin leaves as Referer.
    expect(headers['referrer-policy'], path).toBe('strict-origin');
    const html = await answer.text();
    expect(html, path).toContain('<div id="root"></div>');
    expect(html, path).toMatch(/<script type="module"[^>]* src="\/assets\/office-/);
    expect(html, path).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
  }

  // The public site keeps its own headers.
  const home = await request.get('/');
  expect(home.headers()['x-robots-tag']).toBeUndefined();
  expect(home.headers()['cache-control']).toBe('no-cache');
  expect(home.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
});

test('the public site names none of the console’s files, and its home page loads none', async ({ page }) => {
  // The site's build manifest (every file a public page can load) and the console's own, from the build served.
  const dist = join(repoRoot, 'frontend/dist');
  const manifestFiles = (file: string) =>
    Object.values(JSON.parse(readFileSync(join(dist, file), 'utf8')) as Record<string, { file: string }>).map(
      (chunk) => chunk.file,
    );
  const consoleFiles = manifestFiles('.vite/office-manifest.json');
  expect(consoleFiles.length).toBeGreaterThan(0);
  expect(consoleFiles.every((file) => file.startsWith('assets/office-'))).toBe(true);
  expect(manifestFiles('.vite/manifest.json').filter((file) => file.startsWith('assets/office-'))).toEqual([]);

  const loaded: string[] = [];
  page.on('request', (request) => loaded.push(new URL(request.url()).pathname));
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  expect(loaded.filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(0);
  expect(loaded.filter((path) => /\/office-|^\/office\//.test(path))).toEqual([]);
});
