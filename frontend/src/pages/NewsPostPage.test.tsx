import { act, configure, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { school } from '../content/school';
import '../content/navigation';
import { LanguageContext } from '../lib/languageContext';
import { paths } from '../lib/paths';
import { preloadTexts } from '../lib/texts';
import { Component as NewsPostPage, preload } from './NewsPostPage';
import type { CommentsClient } from '../features/comments/types';

// A busy machine (the test run shares its CPUs) can take more than a second to render a dialog or a lazy chunk.
configure({ asyncUtilTimeout: 5000 });

// The comments block talks to a backend; here it gets an empty in-memory one.
vi.mock('../features/comments/loadCommentsClient', () => ({
  loadCommentsClient: async (): Promise<CommentsClient> => ({
    subscribe: (_postId, onView) => {
      onView({ comments: [], total: 0, hasOlder: false });
      return { setLive: () => {}, loadOlder: async () => {}, close: () => {} };
    },
    add: async () => 'published',
  }),
}));

// As in the browser, the post's own module loads with the page, before it renders (startInBrowser).
beforeAll(() => preload({ slug: 'peace-rally' }));

/** Renders in an awaited act: the page reads its post with React's `use`, which act wants awaited. */
async function renderPage(address = '/blogs/peace-rally') {
  return act(async () => {
    render(
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path={paths.blogPost} element={<NewsPostPage />} />
        </Routes>
      </MemoryRouter>,
    );
  });
}

describe('the news post page, with the peace-rally article', { timeout: 20_000 }, () => {
  it('has the title, date, read time, hero image and every section of the spec', async () => {
    await renderPage();
    expect(
      screen.getByRole('heading', { level: 1, name: 'A Peace Rally in Memory of the Martyrs of the Youth Protests' }),
    ).toBeInTheDocument();
    expect(screen.getByText('17 Sep 2025 (1 Asoj 2082 B.S.)')).toHaveAttribute('dateTime', '2025-09-17');
    expect(screen.getByText(/9 min read/)).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /students walking in a peace rally/ })).toBeInTheDocument();
    for (const heading of [
      'What sparked the movement',
      'How it organised and spread',
      'Timeline of events, 4 to 13 September',
      'Casualties and aftermath',
      'Why it matters',
      'Lessons for our school community',
      'Conclusion',
      'Gallery',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
  });

  it('cites the figures the spec requires', async () => {
    await renderPage();
    const text = document.body.textContent ?? '';
    expect(text).toContain('At least 72 people died');
    expect(text).toContain('more than 2,100 were injured');
    expect(text).toContain('5 March 2026');
    expect(text).toContain('about 26 social media platforms');
  });

  it('has a timeline of the days from 4 to 13 September as an ordered list', async () => {
    await renderPage();
    const timeline = screen.getByRole('list', { name: 'Timeline of events, 4 to 13 September' });
    expect(timeline.tagName).toBe('OL');
    const dates = within(timeline)
      .getAllByRole('listitem')
      .map((item) => item.querySelector('time')?.getAttribute('dateTime'));
    expect(dates[0]).toBe('2025-09-04');
    expect(dates.at(-1)).toBe('2025-09-13');
    expect(dates).toEqual([...dates].sort());
  });

  it('quotes the founding director', async () => {
    await renderPage();
    const figure = screen.getByText(school.founder.name).closest('figure');
    expect(figure?.querySelector('blockquote')).not.toBeNull();
    expect(within(figure!).getByText(school.founder.role)).toBeInTheDocument();
  });

  it('has share buttons, three gallery images and the comments block', async () => {
    await renderPage();
    expect(screen.getByRole('group', { name: 'Share this article' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Open image \d of 3/ })).toHaveLength(3);
    expect(await screen.findByRole('heading', { name: 'Comments (0)' })).toBeInTheDocument();
  });

  it('renders its link-preview tags with absolute addresses', async () => {
    await renderPage();
    const og = (property: string) => document.querySelector(`meta[property="${property}"]`)?.getAttribute('content');
    expect(og('og:title')).toBe('A Peace Rally in Memory of the Martyrs of the Youth Protests');
    expect(og('og:url')).toBe(`${window.location.origin}/blogs/peace-rally`);
    expect(og('og:image')).toMatch(new RegExp(`^${window.location.origin}/.+\\.png$`));
    expect(document.title).toBe(`A Peace Rally in Memory of the Martyrs of the Youth Protests | ${school.name}`);
  });

  it('shows the Not Found page at the address of a post that does not exist', async () => {
    await renderPage('/blogs/no-such-post');
    expect(screen.getByText('Page not found')).toBeInTheDocument();
    expect(screen.queryByRole('article')).toBeNull();
  });
});

describe('the news post page in Nepali', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await preloadTexts('ne');
    await preload({ slug: 'peace-rally' }, 'ne');
  });

  async function renderInNepali() {
    return act(async () => {
      render(
        <LanguageContext value="ne">
          <MemoryRouter basename="/ne" initialEntries={['/ne/blogs/peace-rally']}>
            <Routes>
              <Route path={paths.blogPost} element={<NewsPostPage />} />
            </Routes>
          </MemoryRouter>
        </LanguageContext>,
      );
    });
  }

  it('says its own words in Nepali around the post: the way back, the date, the read time, the gallery', async () => {
    await renderInNepali();
    expect(screen.getByRole('link', { name: '← सबै समाचार' })).toHaveAttribute('href', '/ne/blog');
    expect(screen.getByText('१ असोज २०८२ वि.सं. (१७ सेप्टेम्बर २०२५)')).toHaveAttribute('dateTime', '2025-09-17');
    expect(screen.getByText(/पढ्न ९ मिनेट/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'तस्बिरहरू' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^तस्बिर [१-३] \(३ मध्ये\) ठूलो गरी हेर्नुहोस्: / })).toHaveLength(3);
    expect(screen.getByRole('group', { name: 'यो लेख सेयर गर्नुहोस्' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'लिङ्क कपी गर्नुहोस्' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'प्रतिक्रियाहरू (०)' })).toBeInTheDocument();
  });

  it('leads each day of the timeline with its B.S. date', async () => {
    await renderInNepali();
    const time = document.querySelector('ol time[datetime="2025-09-05"]');
    expect(time?.textContent).toBe('२०–२२ भदौ ५–७ सेप्टेम्बर');
  });

  it('is at its Nepali address, with its English one beside it, and shares the Nepali one', async () => {
    await renderInNepali();
    const origin = window.location.origin;
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      `${origin}/ne/blogs/peace-rally`,
    );
    expect(document.querySelector('meta[property="og:url"]')?.getAttribute('content')).toBe(
      `${origin}/ne/blogs/peace-rally`,
    );
    expect(document.querySelector('link[rel="alternate"][hreflang="en"]')?.getAttribute('href')).toBe(
      `${origin}/blogs/peace-rally`,
    );
    expect(document.querySelector('link[rel="alternate"][hreflang="x-default"]')?.getAttribute('href')).toBe(
      `${origin}/blogs/peace-rally`,
    );
    const whatsApp = screen.getByRole('link', { name: 'WhatsApp मा सेयर गर्नुहोस् (नयाँ ट्याबमा खुल्छ)' });
    expect(decodeURIComponent(whatsApp.getAttribute('href')!)).toContain(`${origin}/ne/blogs/peace-rally`);
  });
});
