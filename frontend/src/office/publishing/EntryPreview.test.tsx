import { render, screen, within } from '@testing-library/react';
import type { ContentEntryFile } from '@school/contracts';
import { Suspense, type ComponentProps } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { preloadTexts } from '../../lib/texts';
import EntryPreview from './EntryPreview';

/** The preview in the console (English), as the editor draws it: the Nepali side's words may still be loading. */
function renderPreview(props: ComponentProps<typeof EntryPreview>) {
  return render(
    <Suspense fallback="loading">
      <EntryPreview {...props} />
    </Suspense>,
  );
}

const shownIn = (language: 'English' | 'Nepali') =>
  screen.findByRole('figure', { name: `${language}, at 390 px wide` });

const sportsDay: ContentEntryFile = {
  fields: {
    title: 'Sports day',
    date: '2025-09-17',
    summary: 'Races and games on the school field.',
    cover: { image: '../images/sports-cover.jpg', alt: 'Children running a race' },
    comments: false,
    gallery: [
      { image: '../images/relay.jpg', alt: 'Four runners with a baton', caption: 'The relay', credit: 'Photo: Sita' },
      { image: '../images/prizes.jpg', alt: 'A table of cups', caption: 'The prizes', credit: 'Photo: Hari' },
    ],
    timeline: [
      { date: '2025-09-04', title: 'Practice starts', description: 'Every class trains after lunch.' },
      { date: '2025-09-16', endDate: '2025-09-17', title: 'Heats and finals', description: 'Two days of races.' },
    ],
    quote: { text: 'Play fair, and play together.', name: 'Ram Bahadur Thapa', role: 'Founder' },
  },
  text: [
    'The whole school came **out**.',
    '## The week before',
    'Each class trained.',
    '[[timeline]]',
    '## A word from our founder',
    '[[quote]]',
  ].join('\n\n'),
};

const sportsDayInNepali: ContentEntryFile = {
  fields: {
    title: 'खेलकुद दिवस',
    summary: 'विद्यालयको मैदानमा दौड र खेल।',
    cover: { alt: 'दौडिरहेका बालबालिका' },
    gallery: [
      { alt: 'डण्डा बोकेका चार धावक', caption: 'रिले', credit: 'फोटो: सीता' },
      { alt: 'कपहरूको टेबल', caption: 'पुरस्कार', credit: 'फोटो: हरि' },
    ],
    timeline: [
      { title: 'अभ्यास सुरु', description: 'हरेक कक्षा खाजापछि अभ्यास गर्छ।' },
      { title: 'हिट र फाइनल', description: 'दुई दिनको दौड।' },
    ],
    quote: { text: 'इमानदारीसँग, सँगै खेल।', role: 'संस्थापक' },
  },
  text: [
    'सारा विद्यालय बाहिर आयो।',
    '## अघिल्लो हप्ता',
    'हरेक कक्षाले अभ्यास गर्‍यो।',
    '[[timeline]]',
    '## संस्थापकको भनाइ',
    '[[quote]]',
  ].join('\n\n'),
};

describe('the entry preview, drawn by the site’s own components', () => {
  beforeAll(() => preloadTexts('ne'));

  it('draws a news post as its page does: kicker, date in both calendars, read time, cover, timeline, quote and gallery', async () => {
    renderPreview({ collection: 'news', name: 'sports-day', en: sportsDay, ne: null });
    const post = within(within(await shownIn('English')).getByRole('article', { name: 'Sports day' }));

    expect(post.getByText('School news')).toBeInTheDocument();
    expect(post.getByText('17 Sep 2025 (1 Asoj 2082 B.S.)')).toHaveAttribute('dateTime', '2025-09-17');
    expect(post.getByText(/1 min read/)).toBeInTheDocument();
    expect(post.getByRole('img', { name: 'Children running a race' })).toHaveAttribute(
      'src',
      '/api/office/content/files/images/sports-cover.jpg',
    );
    expect(post.getByText('out').tagName).toBe('STRONG');

    const timeline = post.getByRole('list', { name: 'The week before' });
    const events = within(timeline).getAllByRole('listitem');
    expect(events).toHaveLength(2);
    expect(within(events[0]!).getByRole('heading', { level: 3, name: 'Practice starts' })).toBeInTheDocument();
    expect(within(events[1]!).getByText('16–17 Sep')).toHaveAttribute('dateTime', '2025-09-16');

    const founderSection = post.getByRole('region', { name: 'A word from our founder' });
    expect(within(founderSection).getByText('Play fair, and play together.').closest('blockquote')).not.toBeNull();
    expect(within(founderSection).getByText('Ram Bahadur Thapa')).toBeInTheDocument();

    const gallery = post.getByRole('region', { name: 'Gallery' });
    expect(within(gallery).getByRole('button', { name: 'Open image 2 of 2 larger: The prizes' })).toBeInTheDocument();
    expect(within(gallery).getByRole('img', { name: 'Four runners with a baton' })).toHaveAttribute(
      'src',
      '/api/office/content/files/images/relay.jpg',
    );
    expect(within(gallery).getByText('Photo: Hari')).toBeInTheDocument();
  });

  it('draws the Nepali side with its own words and the English file’s dates, pictures and name, ids its own', async () => {
    const { container } = renderPreview({
      collection: 'news',
      name: 'sports-day',
      en: sportsDay,
      ne: sportsDayInNepali,
    });
    const post = within(within(await shownIn('Nepali')).getByRole('article', { name: 'खेलकुद दिवस' }));

    expect(post.getByText('विद्यालयको समाचार')).toBeInTheDocument();
    expect(post.getByText('१ असोज २०८२ वि.सं. (१७ सेप्टेम्बर २०२५)')).toHaveAttribute('dateTime', '2025-09-17');
    expect(post.getByRole('img', { name: 'दौडिरहेका बालबालिका' })).toHaveAttribute(
      'src',
      '/api/office/content/files/images/sports-cover.jpg',
    );
    expect(post.getByRole('list', { name: 'अघिल्लो हप्ता' })).toHaveTextContent('अभ्यास सुरु');
    const founderSection = post.getByRole('region', { name: 'संस्थापकको भनाइ' });
    expect(within(founderSection).getByText('इमानदारीसँग, सँगै खेल।')).toBeInTheDocument();
    expect(within(founderSection).getByText('Ram Bahadur Thapa')).toBeInTheDocument();
    expect(post.getByRole('button', { name: /रिले/ })).toBeInTheDocument();

    // Both sides on one page: every id once, so each section is labelled by its own heading.
    const ids = [...container.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('draws an exam update as Exam Info’s card: its subject, its date in both calendars and its note', async () => {
    renderPreview({
      collection: 'exams',
      name: 'maths-final',
      en: { fields: { subject: 'Mathematics', date: '2025-09-10' }, text: 'Bring a **ruler** and two pencils.' },
      ne: { fields: { subject: 'गणित' }, text: 'रुलर र दुईवटा पेन्सिल ल्याउनुहोस्।' },
    });
    const card = within(within(await shownIn('English')).getByRole('listitem'));
    expect(card.getByRole('heading', { level: 3, name: 'Mathematics' })).toBeInTheDocument();
    expect(card.getByText('10 Sep 2025 (25 Bhadra 2082 B.S.)')).toHaveAttribute('dateTime', '2025-09-10');
    expect(card.getByText('ruler').tagName).toBe('STRONG');
    expect(card.getByText(/and two pencils/)).toBeInTheDocument();

    const nepaliCard = within(within(await shownIn('Nepali')).getByRole('listitem'));
    expect(nepaliCard.getByRole('heading', { level: 3, name: 'गणित' })).toBeInTheDocument();
    expect(nepaliCard.getByText('२५ भदौ २०८२ वि.सं. (१० सेप्टेम्बर २०२५)')).toBeInTheDocument();
    expect(nepaliCard.getByText('रुलर र दुईवटा पेन्सिल ल्याउनुहोस्।')).toBeInTheDocument();
  });
});
