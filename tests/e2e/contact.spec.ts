import { expect, test, type Page } from './support/test.js';
import { expectNoAxeViolations } from './support/axe.js';
import { mailsMentioning } from './support/mailbox.js';
import { paths } from '../../frontend/src/lib/paths.js';
import { openRoute } from './support/routes.js';
import { viewports } from './support/viewports.js';

const schoolEmail = 'info@mithilasunrise.edu.np';
const message = 'Namaste! When does admission for Grade 1 open?\nIs there a bus from Janakpur?';

async function openContact(page: Page) {
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
}

const messageBox = (page: Page) => page.getByRole('textbox', { name: 'Message' });

const sendButton = (page: Page) => page.getByRole('button', { name: 'Send' });

/** The reference number the page shows once the school has the message. */
async function shownReference(page: Page): Promise<string> {
  const notice = page.getByRole('alert').filter({ hasText: 'your message has reached the school' });
  await expect(notice).toBeFocused();
  const reference = /M-[A-Z0-9]{5}/.exec((await notice.textContent()) ?? '')?.[0];
  expect(reference).toBeDefined();
  return reference ?? '';
}

async function fillMessage(page: Page) {
  await page.getByLabel('Student or parent name').fill('Rekha Yadav');
  await page.getByLabel('Email address').fill('rekha@example.com');
  await messageBox(page).fill(message);
  await page.getByRole('checkbox').check();
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

    test('a valid message reaches the school with Reply-To the parent, and the page shows its reference', async ({
      page,
    }) => {
      await openContact(page);
      await fillMessage(page);

      await sendButton(page).click();

      const reference = await shownReference(page);
      await expect(page.getByText(`Your reference number is ${reference}.`)).toBeVisible();
      // Emptied for another message; the school's own email and phone stay beside the form.
      await expect(messageBox(page)).toHaveValue('');
      await expect(page.getByRole('main').getByRole('link', { name: schoolEmail })).toBeVisible();
      await expectNoAxeViolations(page);

      const mails = await mailsMentioning(reference, 2);
      const school = mails.filter((mail) => !mail.envelope.to.includes('rekha@example.com'));
      const confirmation = mails.filter((mail) => mail.envelope.to.includes('rekha@example.com'));
      expect(school).toHaveLength(1);
      expect(confirmation).toHaveLength(1);
      expect(school[0]!.replyTo).toContain('rekha@example.com');
      expect(school[0]!.text).toContain('Namaste! When does admission for Grade 1 open?');
      expect(school[0]!.text).toContain('Is there a bus from Janakpur?');
    });
  });
}

test('offline, the message stays in the form (and through a reload), and goes once back online', async ({ page }) => {
  await page.setViewportSize(viewports.phone);
  await openContact(page);
  await fillMessage(page);
  await page.context().setOffline(true);

  await sendButton(page).click();

  const failure = page.getByRole('alert').filter({ hasText: 'your device seems to be offline' });
  await expect(failure).toBeFocused();
  await expect(failure).toContainText('Your message is still in the form.');
  await expect(messageBox(page)).toHaveValue(message);
  await expect(page.getByLabel('Student or parent name')).toHaveValue('Rekha Yadav');
  await expect(page.getByRole('checkbox')).toBeChecked();
  await expectNoAxeViolations(page);

  await page.context().setOffline(false);
  // A phone that unloaded the tab meanwhile: the draft brings the message back.
  await page.reload();
  await expect(messageBox(page)).toHaveValue(message);
  await expect(page.getByLabel('Student or parent name')).toHaveValue('Rekha Yadav');
  await page.getByRole('checkbox').check();
  await sendButton(page).click();
  await shownReference(page);
});

for (const { status, body, says } of [
  {
    status: 429,
    body: {
      message: 'You have sent several messages in a short time. Please wait an hour and try again, or call the school.',
    },
    says: 'Please wait an hour and try again',
  },
  { status: 503, body: undefined, says: 'The school website is busy or being updated right now' },
]) {
  test(`a ${status} answer says what to do and keeps the message`, async ({ page }) => {
    await page.setViewportSize(viewports.phone);
    await page.route('**/api/messages', (route) =>
      route.fulfill({
        status,
        headers: { 'Retry-After': '60' },
        ...(body ? { contentType: 'application/json', body: JSON.stringify(body) } : { body: '' }),
      }),
    );
    await openContact(page);
    await fillMessage(page);

    await sendButton(page).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Your message is still in the form.' })).toContainText(says);
    await expect(messageBox(page)).toHaveValue(message);
    await expect(sendButton(page)).toBeEnabled();
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

  await page.keyboard.press('Enter');
  const reference = await shownReference(page);
  const [school] = await mailsMentioning(reference, 1);
  expect(school!.text).toContain('9812345678');
});

test.describe('the contact page', () => {
  test.describe('on a phone', () => {
    test.use({ viewport: viewports.phone });

    test("the contact number's hint does not ask for an email, and the school's phone and email come before the form", async ({
      page,
    }) => {
      await openRoute(page, paths.contact);
      const number = page.getByLabel('Contact number');
      await expect(number).not.toHaveAccessibleDescription(/or an email address/);
      const schoolPhone = (await page.locator('main a[href^="tel:"]').first().boundingBox())!;
      const schoolEmail = (await page.locator('main a[href^="mailto:"]').first().boundingBox())!;
      const form = (await page.getByLabel('Student or parent name').boundingBox())!;
      expect(schoolPhone.y).toBeLessThan(form.y);
      expect(schoolEmail.y).toBeLessThan(form.y);
    });
  });
});
