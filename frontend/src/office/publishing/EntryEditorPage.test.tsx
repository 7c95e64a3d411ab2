import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConsoleApp } from '../ConsoleApp';

const staff = { email: 'clerk@school.example.np', role: 'office' } as const;

function answer(status: number, body?: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

type Sent = { path: string; method: string; body?: Record<string, unknown> };

/** A fake office answering "METHOD path" (or the path, for any method) with its queue of answers, the last again. */
function fakeOffice(answers: Record<string, (() => Response)[]>) {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      sent.push({
        path,
        method,
        ...(init?.body ? { body: JSON.parse(String(init.body)) as Record<string, unknown> } : {}),
      });
      const queue = answers[`${method} ${path}`] ?? answers[path];
      if (!queue) throw new Error(`no answer for ${method} ${path}`);
      return (queue.length > 1 ? queue.shift()! : queue[0]!)();
    }),
  );
  return sent;
}

const noHistory = { live: null, history: [], waiting: null };
const notice = (version: string, title: string) => ({
  collection: 'notices',
  name: 'dashain-holiday',
  version,
  en: {
    fields: { title, date: '2026-09-25', attachments: [{ file: '../files/dashain.pdf', label: 'Holiday list' }] },
    text: 'The school is closed.',
  },
  ne: null,
});
const noticePath = '/api/office/content/notices/dashain-holiday';

async function open(path: string) {
  window.history.replaceState(null, '', path);
  await act(async () => {
    render(<ConsoleApp />);
  });
}

const english = () => screen.getByRole('region', { name: 'English' });

/**
 * Puts text into a field as a paste does: one change, where typing it would draw the whole form again at every key
 * (seconds a test in jsdom). What the form does with a keystroke is the fields' own tests'.
 */
async function enter(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

describe('the console’s entry editor', { timeout: 90_000 }, () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('shows a refused save’s problems at their fields, the others in a summary with the focus, and keeps what was typed', async () => {
    const user = userEvent.setup();
    fakeOffice({
      '/api/office/session': [() => answer(200, staff)],
      '/api/office/publish': [() => answer(200, noHistory)],
      [`GET ${noticePath}`]: [() => answer(200, notice('v1', 'Dashain holiday'))],
      [`PUT ${noticePath}`]: [
        () =>
          answer(400, {
            message: 'The entry has problems',
            problems: [
              { language: 'en', line: 4, field: 'attachments.0.label', message: 'label must not be empty' },
              { language: 'en', line: 1, field: '', message: 'the text must not be empty' },
            ],
          }),
      ],
    });
    await open('/office/publishing/notices/dashain-holiday');
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 30_000 });
    await user.clear(title);
    await enter(user, title, 'Dashain and Tihar holiday');
    const label = within(english()).getByRole('textbox', { name: 'Label' });
    await user.clear(label);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const summary = await screen.findByText(/The entry has 2 problems; nothing was saved/);
    expect(summary.closest('[tabindex="-1"]')).toHaveFocus();
    expect(summary).toHaveTextContent('English: the text must not be empty');
    expect(summary).not.toHaveTextContent('label must not be empty');
    expect(within(english()).getByRole('textbox', { name: 'Label' })).toHaveAccessibleDescription(
      'label must not be empty',
    );
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Dashain and Tihar holiday');
    expect(screen.getByText('Chosen: ../files/dashain.pdf')).toBeInTheDocument();
  });

  it('refuses a save over a changed entry, keeps the form, and opens the latest version only after asking', async () => {
    const user = userEvent.setup();
    const sent = fakeOffice({
      '/api/office/session': [() => answer(200, staff)],
      '/api/office/publish': [() => answer(200, noHistory)],
      [`GET ${noticePath}`]: [
        () => answer(200, notice('v1', 'Dashain holiday')),
        () => answer(200, notice('v1', 'Dashain holiday')),
        () => answer(200, notice('v2', 'Dashain holiday (changed on the server)')),
      ],
      [`PUT ${noticePath}`]: [() => answer(409, { message: 'The entry was changed since it was read' })],
    });
    await open('/office/publishing/notices/dashain-holiday');
    const title = await screen.findByRole('textbox', { name: 'Title' }, { timeout: 30_000 });
    await enter(user, title, ' 2082');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const changed = await screen.findByText(/was changed since you opened it/);
    expect(changed.closest('[tabindex="-1"]')).toHaveFocus();
    expect(sent.find((each) => each.method === 'PUT')?.body?.version).toBe('v1');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Dashain holiday 2082');

    await user.click(screen.getByRole('button', { name: 'Open the latest version' }));
    const asked = screen.getByRole('dialog', { name: 'Open the latest version?' });
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Dashain holiday 2082');

    await user.click(screen.getByRole('button', { name: 'Open the latest version' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Open the latest version?' })).getByRole('button', {
        name: 'Open the latest version',
      }),
    );
    expect(await screen.findByDisplayValue('Dashain holiday (changed on the server)')).toBeInTheDocument();
  });

  it('creates an entry under the name suggested from its title, then saves it again with the version it was given', async () => {
    const user = userEvent.setup();
    const created = '/api/office/content/notices/sports-day-2082';
    const sent = fakeOffice({
      '/api/office/session': [() => answer(200, staff)],
      '/api/office/publish': [() => answer(200, noHistory)],
      [`PUT ${created}`]: [() => answer(200, { version: 'v1' }), () => answer(200, { version: 'v2' })],
      [`GET ${created}`]: [
        () =>
          answer(200, {
            collection: 'notices',
            name: 'sports-day-2082',
            version: 'v1',
            en: { fields: { title: 'Sports Day 2082', date: '2026-11-28' }, text: 'All welcome.' },
            ne: null,
          }),
      ],
    });
    await open('/office/publishing/notices/new');
    await screen.findByRole('heading', { level: 1, name: 'New notice' }, { timeout: 30_000 });
    await enter(user, screen.getByRole('textbox', { name: 'Title' }), 'Sports Day 2082');
    expect(screen.getByRole('textbox', { name: 'File name' })).toHaveValue('sports-day-2082');
    await enter(user, screen.getByRole('textbox', { name: 'Date (B.S.)' }), '2083-08-12');
    await enter(user, screen.getByRole('textbox', { name: 'Text (English)' }), 'All welcome.');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved. Publish the site to show it.')).toBeInTheDocument();
    const puts = () => sent.filter((each) => each.method === 'PUT');
    expect(puts()[0]?.body).toEqual({
      version: null,
      en: { fields: { title: 'Sports Day 2082', date: '2026-11-28' }, text: 'All welcome.' },
      ne: null,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Edit “Sports Day 2082”');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(2));
    expect(puts()[1]?.body?.version).toBe('v1');
  });

  it('converts a line typed in Preeti in a Nepali field of the form, and saves the Devanagari', async () => {
    const user = userEvent.setup();
    const sent = fakeOffice({
      '/api/office/session': [() => answer(200, staff)],
      '/api/office/publish': [() => answer(200, noHistory)],
      [`GET ${noticePath}`]: [() => answer(200, notice('v1', 'Dashain holiday'))],
      [`PUT ${noticePath}`]: [() => answer(200, { version: 'v2' })],
    });
    await open('/office/publishing/notices/dashain-holiday');
    await screen.findByRole('textbox', { name: 'Title' }, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Add a Nepali version' }));
    const nepali = screen.getByRole('region', { name: 'Nepali' });
    // The date and the file are the English file's: the Nepali side asks only for words.
    expect(within(nepali).queryByRole('textbox', { name: /Date/ })).not.toBeInTheDocument();
    await user.click(within(nepali).getByRole('button', { name: 'Add to Attachments' }));
    await enter(user, within(nepali).getByRole('textbox', { name: 'Label' }), 'बिदाको सूची');
    await user.click(within(nepali).getByRole('textbox', { name: 'Title' }));
    await user.paste('g]kfn');
    await user.click(within(nepali).getByRole('button', { name: 'Convert to Nepali' }));
    expect(within(nepali).getByRole('textbox', { name: 'Title' })).toHaveValue('नेपाल');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved. Publish the site to show it.')).toBeInTheDocument();
    expect(sent.find((each) => each.method === 'PUT')?.body?.ne).toEqual({
      fields: { title: 'नेपाल', attachments: [{ label: 'बिदाको सूची' }] },
      text: '',
    });
  });

  it('previews the entry as the site shows it, with the build’s Markdown, at phone and laptop width', async () => {
    const user = userEvent.setup();
    fakeOffice({
      '/api/office/session': [() => answer(200, staff)],
      '/api/office/publish': [() => answer(200, noHistory)],
      [`GET ${noticePath}`]: [() => answer(200, notice('v1', 'Dashain holiday'))],
    });
    await open('/office/publishing/notices/dashain-holiday');
    const text = await screen.findByRole('textbox', { name: 'Text (English)' }, { timeout: 30_000 });
    await user.clear(text);
    await enter(user, text, 'The school is **closed** all week.');
    await user.click(screen.getByRole('button', { name: 'Show it as the site will' }));

    const shown = await screen.findByRole('figure', { name: 'English, at 390 px wide' }, { timeout: 30_000 });
    const article = within(shown).getByRole('article', { name: 'Dashain holiday' });
    expect(within(article).getByText('closed').tagName).toBe('STRONG');
    expect(within(article).getByRole('link', { name: /Holiday list/ })).toHaveAttribute(
      'href',
      '/api/office/content/files/files/dashain.pdf',
    );
    await user.click(screen.getByRole('button', { name: 'Laptop (1280 px)' }));
    expect(screen.getByRole('figure', { name: 'English, at 1280 px wide' })).toBeInTheDocument();
  });

  it('deletes an entry only after a confirmation, sending the version read, and goes back to the list', async () => {
    const user = userEvent.setup();
    const sent = fakeOffice({
      '/api/office/session': [() => answer(200, staff)],
      '/api/office/publish': [() => answer(200, noHistory)],
      '/api/office/content': [() => answer(200, { entries: [] })],
      [`GET ${noticePath}`]: [() => answer(200, notice('v1', 'Dashain holiday'))],
      [`DELETE ${noticePath}`]: [() => answer(200, { deleted: true })],
    });
    await open('/office/publishing/notices/dashain-holiday');
    await screen.findByRole('textbox', { name: 'Title' }, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete “Dashain holiday”?' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent.some((each) => each.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete “Dashain holiday”?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Publishing' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(sent.find((each) => each.method === 'DELETE')?.body).toEqual({ version: 'v1' });
  });

  it('uploads a chosen photo with its progress and shows it back; a refused upload is said and the form keeps the rest', async () => {
    const user = userEvent.setup();
    fakeOffice({
      '/api/office/session': [() => answer(200, staff)],
      '/api/office/publish': [() => answer(200, noHistory)],
    });
    // The upload goes through XMLHttpRequest (for its progress): a stand-in answers the first and refuses the second.
    const answers = [
      { status: 201, body: { path: '../images/race.jpg' } },
      { status: 413, body: { message: 'The photo is larger than 15 MB.' } },
    ];
    const bodies: FormData[] = [];
    class FakeUpload extends EventTarget {}
    class FakeRequest extends EventTarget {
      upload = new FakeUpload();
      status = 0;
      responseText = '';
      open() {}
      setRequestHeader() {}
      getResponseHeader() {
        return null;
      }
      send(body: FormData) {
        bodies.push(body);
        const { status, body: answered } = answers.shift()!;
        setTimeout(() => {
          this.upload.dispatchEvent(
            Object.assign(new Event('progress'), { lengthComputable: true, loaded: 5, total: 10 }),
          );
          this.status = status;
          this.responseText = JSON.stringify(answered);
          this.dispatchEvent(new Event('load'));
        }, 0);
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeRequest);
    await open('/office/publishing/news/new');
    await screen.findByRole('heading', { level: 1, name: 'New news post' }, { timeout: 30_000 });
    await enter(user, within(english()).getByRole('textbox', { name: 'Title' }), 'Sports day');
    const chooser = within(english()).getByLabelText('Photo — Choose a photo');
    expect(chooser).toHaveAttribute('accept', 'image/*');
    expect(chooser).not.toHaveAttribute('capture');

    await user.upload(chooser, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'race.jpg', { type: 'image/jpeg' }));
    expect(await within(english()).findByText('Chosen: ../images/race.jpg')).toBeInTheDocument();
    expect((bodies[0]?.get('file') as File | null)?.name).toBe('race.jpg');
    expect(within(english()).getByRole('img', { name: 'The chosen photo' })).toHaveAttribute(
      'src',
      '/api/office/content/files/images/race.jpg',
    );

    await user.upload(chooser, new File([new Uint8Array([0xff, 0xd8, 0xff])], 'big.jpg', { type: 'image/jpeg' }));
    expect(
      await within(english()).findByText('The file was not uploaded: The photo is larger than 15 MB.'),
    ).toBeInTheDocument();
    expect(within(english()).getByRole('textbox', { name: 'Title' })).toHaveValue('Sports day');
    expect(within(english()).getByText('Chosen: ../images/race.jpg')).toBeInTheDocument();
  });
});
