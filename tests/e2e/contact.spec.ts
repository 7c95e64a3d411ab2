import { expect, test, type Page } from './support/test.js';
import { expectNoAxeViolations } from './support/axe.js';
import { viewports } from './support/viewports.js';

const schoolEmail = 'info@mithilasunrise.edu.np';
const message = 'Namaste! When does admission for Grade 1 open?\nIs there a bus from Janakpur?';

async function openContact(page: Page) {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

/** The mailto: link the page navigates to when Send is pressed (Chromium reports it as a request). */
async function sendAndCatchMailto(page: Page, send: () => Promise<void>): Promise<URL> {
  const mailto = page.waitForRequest((request) => request.url().startsWith('mailto:'));
  await send();
  return new URL((await mailto).url());
}

for (const [size, viewport] of Object.entries(viewports)) {
  test.describe(`contact page on a ${size}`, () => {
    test.use({ viewport });

    test('shows the school details and the 24-hour promise, and passes axe', async ({ page }) => {
      await openContact(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('link', { name: schoolEmail })).toHaveAttribute('href', `mailto:${schoolEmail}`);
      await expect(main.getByRole('link', { name: '+977 41-590123' })).toHaveAttribute('href', 'tel:+97741590123');
      await expect(main.getByText('Ward No. 4, Dhalkebar Road')).toBeVisible();
      await expect(main.getByText('We reply within 24 hours.', { exact: true })).toBeVisible();
      await expectNoAxeViolations(page);
    });

    test('an empty Send explains each missing field and focuses the first', async ({ page }) => {
      await openContact(page);
      await page.getByRole('button', { name: 'Send' }).click();

      await expect(page.getByLabel('Student or parent name')).toBeFocused();
      await expect(page.getByLabel('Student or parent name')).toHaveAccessibleDescription('Please enter your name');
      await expect(page.getByLabel('Contact number')).toHaveAccessibleDescription(
        'Please give a phone number or an email address, so that we can reply',
      );
      await expect(messageBox(page)).toHaveAccessibleDescription('Please write your message');
      await expect(page.getByRole('checkbox')).toHaveAccessibleDescription(
        'Please tick the box to agree to the privacy policy',
      );
      await expectNoAxeViolations(page);
    });

    test('a valid message opens the mail app with subject and body written, and nothing is lost', async ({ page }) => {
      await openContact(page);
      await page.getByLabel('Student or parent name').fill('Rekha Yadav');
      await page.getByLabel('Email address').fill('rekha@example.com');
      await messageBox(page).fill(message);
      await page.getByRole('checkbox').check();

      const mailto = await sendAndCatchMailto(page, () => page.getByRole('button', { name: 'Send' }).click());

      expect(mailto.pathname).toBe(schoolEmail);
      expect(mailto.searchParams.get('subject')).toBe('Message from the website: Rekha Yadav');
      const body = mailto.searchParams.get('body') ?? '';
      expect(body).toContain('Namaste! When does admission for Grade 1 open?\r\nIs there a bus from Janakpur?');
      expect(body).toContain('Email: rekha@example.com');
      // The page stays, says what happened, and offers the same link again.
      await expect(page).toHaveURL(/\/contact$/);
      await expect(page.getByRole('alert')).toContainText('Your mail app should now open');
      await expect(page.getByRole('link', { name: 'Open the message in my mail app' })).toHaveAttribute(
        'href',
        mailto.href,
      );
      await expect(messageBox(page)).toHaveValue(message);
      await expectNoAxeViolations(page);

      // Back from the mail app on a phone that unloaded the tab: the message is still there.
      await page.reload();
      await expect(messageBox(page)).toHaveValue(message);
      await expect(page.getByLabel('Student or parent name')).toHaveValue('Rekha Yadav');
    });
  });
}

test('the contact form works from the keyboard alone', async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  await openContact(page);
  await page.getByLabel('Student or parent name').focus();
  await page.keyboard.type('Ram Sah');
  await page.keyboard.press('Tab');
  await page.keyboard.type('9812345678');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(messageBox(page)).toBeFocused();
  await page.keyboard.type('Please call me about fees.');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox')).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'privacy policy', exact: true })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Send' })).toBeFocused();

  const mailto = await sendAndCatchMailto(page, () => page.keyboard.press('Enter'));
  expect(mailto.searchParams.get('body')).toContain('Contact number: 9812345678');
});
