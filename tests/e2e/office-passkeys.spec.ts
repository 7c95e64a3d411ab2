import { expectNoAxeViolations } from './support/axe.js';
import { mailsMentioning, signInCodeMailedTo } from './support/mailbox.js';
import { expect, test, type Page } from './support/test.js';
import { makeStaff } from './support/staff.js';
import { viewports } from './support/viewports.js';
import { ports } from '../playwright.config.js';

/**
 * Staff passkeys through nginx, with Chromium's virtual authenticator (CDP WebAuthn): an admin signs in with the
 * emailed code, adds a passkey (after a fresh code), is told by email, signs out and signs back in with the passkey
 * alone. The stack's site is http://127.0.0.1:PORT, which WebAuthn refuses (an IP address): the console is opened as
 * http://localhost:PORT, its loopback twin (service-kit's loopbackOrigin.ts).
 */
const site = `http://localhost:${ports.http}`;

let people = 0;
const newStaffEmail = (label: string) => `passkeys-${label}-${Date.now()}-${people++}@school.example.np`;

/** A platform authenticator that holds discoverable credentials and verifies its user at once. */
async function addVirtualAuthenticator(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

test('an admin adds a passkey after a fresh emailed code, is told by email, and signs in with it; axe in English and Nepali', async ({
  page,
}) => {
  await page.setViewportSize(viewports.desktop);
  const email = newStaffEmail('admin');
  await makeStaff('add', email, '--role', 'admin');
  await addVirtualAuthenticator(page);

  await page.goto(`${site}/office/`);
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Send me a code' }).click();
  await page.getByLabel('6-digit code').fill(await signInCodeMailedTo(email, 1));
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText(`Signed in as ${email} (admin)`)).toBeVisible();

  await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Passkeys' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Passkeys' })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await expectNoAxeViolations(page);

  const label = `Office PC ${Date.now()}`;
  await page.getByRole('button', { name: 'Email me a code' }).click();
  await page.getByLabel('6-digit code').fill(await signInCodeMailedTo(email, 2));
  await page.getByLabel('A name for this passkey').fill(label);
  await page.getByRole('button', { name: 'Add the passkey' }).click();
  const listed = page.getByRole('heading', { level: 3, name: label });
  await expect(listed.first()).toBeVisible();
  await expect(page.getByText(/^Added: .+ B\.S\. \(.+\), .+ Nepal time$/).first()).toBeVisible();

  const [told] = await mailsMentioning(`"${label}" was added`, 1);
  expect(told!.envelope.to).toContain(email);
  expect(told!.text).toContain('If this was not you');

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByText(`Signed in as ${email} (admin)`)).toBeVisible();

  await page.goto(`${site}/office/ne/passkeys`);
  await expect(page.getByRole('heading', { level: 1, name: 'पासकीहरू' })).toBeVisible();
  await expect(page.getByText(/^अन्तिम प्रयोग: /).first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the Passkeys page fits a phone, with controls a finger can press @phone', async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  const email = newStaffEmail('phone');
  await makeStaff('add', email, '--role', 'office');
  const link = /\/office\/#link=[\w-]+/.exec(await makeStaff('link', email))![0];
  await page.goto(`${site}${link}`);
  await expect(page.getByText(`Signed in as ${email} (office)`)).toBeVisible();
  await page.goto(`${site}/office/passkeys`);
  await expect(page.getByRole('heading', { level: 1, name: 'Passkeys' })).toBeVisible();
  const button = page.getByRole('button', { name: 'Email me a code' });
  const box = await button.boundingBox();
  expect(Math.min(box?.width ?? 0, box?.height ?? 0)).toBeGreaterThanOrEqual(44);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
