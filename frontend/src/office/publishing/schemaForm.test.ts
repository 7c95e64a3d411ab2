// The contract's runtime values, only to check the console's copies of them.
// eslint-disable-next-line @typescript-eslint/no-restricted-imports
import { contentCollections, contentEntryNamePattern } from '@school/contracts';
import { contentKinds } from '@school/contracts/site-content';
import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { entryCollections, entryNamePattern, storedFileAddress } from './contentApi';
import {
  controlKindOf,
  emptyFieldsOf,
  fieldsOf,
  fieldsToSave,
  shownPaths,
  suggestedEntryName,
  type SchemaNode,
} from './schemaForm';

const schemaOf = (collection: (typeof entryCollections)[number], language: 'en' | 'ne') =>
  contentKinds[collection][language] as unknown as SchemaNode;

/** Every field of a schema, nested ones included, with the control it gets: "cover.image photo". */
function controlsOf(node: SchemaNode, prefix = ''): string[] {
  return fieldsOf(node).flatMap(({ name, node: field }) => {
    const kind = controlKindOf(field);
    const here = `${prefix}${name} ${kind}`;
    if (kind === 'group') return [here, ...controlsOf(field, `${prefix}${name}.`)];
    if (kind === 'list') return [here, ...controlsOf(field.items ?? {}, `${prefix}${name}.*.`)];
    return [here];
  });
}

describe('the editor’s form made from the schema', () => {
  it('gives every field of every kind its control: text, dates, yes/no, choices, numbers, photos, PDFs, lists, groups', () => {
    expect(controlsOf(schemaOf('notices', 'en'))).toEqual([
      'title text',
      'date date',
      'pinned yesOrNo',
      'attachments list',
      'attachments.*.file attachment',
      'attachments.*.label text',
    ]);
    expect(controlsOf(schemaOf('news', 'en'))).toEqual(
      expect.arrayContaining([
        'readTime wholeNumber',
        'cover group',
        'cover.image photo',
        'cover.alt text',
        'comments yesOrNo',
        'gallery.*.image photo',
        'timeline.*.endDate date',
        'quote.role text',
      ]),
    );
    expect(controlsOf(schemaOf('vacancies', 'en'))).toContain('type choice');
    expect(controlsOf(schemaOf('exams', 'ne'))).toEqual(['subject text']);
  });

  it('shows a field added to a schema with no change in the console', () => {
    const grown = Type.Object(
      { ...contentKinds.notices.en.properties, audience: Type.Enum(['Parents', 'Students']), seats: Type.Integer() },
      { additionalProperties: false },
    ) as unknown as SchemaNode;
    expect(controlsOf(grown)).toEqual(expect.arrayContaining(['audience choice', 'seats wholeNumber']));
    expect(emptyFieldsOf(grown)).toEqual({ title: '', date: '', audience: 'Parents', seats: '' });
    expect(shownPaths(grown, emptyFieldsOf(grown))).toEqual(
      new Set(['title', 'date', 'pinned', 'attachments', 'audience', 'seats']),
    );
  });

  it('does not ask the Nepali side for what it takes from the English file', () => {
    const nepaliNews = controlsOf(schemaOf('news', 'ne')).map((each) => each.split(' ')[0]);
    expect(nepaliNews).not.toContain('date');
    expect(nepaliNews).not.toContain('cover.image');
    expect(nepaliNews).toContain('cover.alt');
  });

  it('starts a new entry with its required fields empty, and saves optional ones only when written', () => {
    const news = schemaOf('news', 'en');
    expect(emptyFieldsOf(news)).toEqual({
      title: '',
      date: '',
      summary: '',
      cover: { image: '', alt: '' },
      comments: false,
    });
    expect(
      fieldsToSave(news, {
        title: ' Sports day ',
        date: '2026-11-20',
        summary: '',
        cover: { image: '../images/a.jpg', alt: 'Runners' },
        comments: true,
        kicker: '',
        quote: { text: '', role: '' },
        gallery: [],
      }),
    ).toEqual({
      title: 'Sports day',
      date: '2026-11-20',
      summary: '',
      cover: { image: '../images/a.jpg', alt: 'Runners' },
      comments: true,
    });
  });

  it('knows which paths a problem can be shown at: a list’s items as written', () => {
    const notice = schemaOf('notices', 'en');
    const shown = shownPaths(notice, { title: 'x', attachments: [{ file: '', label: '' }] });
    expect(shown).toContain('attachments.0.label');
    expect(shown).not.toContain('attachments.1.label');
  });

  it('suggests a file name from the title, and keeps the contract’s collections and name rule', () => {
    expect(suggestedEntryName('Dashain Holiday 2082!')).toBe('dashain-holiday-2082');
    expect(suggestedEntryName('दशैं बिदा')).toBe('');
    expect(entryCollections).toEqual([...contentCollections]);
    expect(entryNamePattern.source).toBe(contentEntryNamePattern);
    expect(storedFileAddress('../images/sports-day.jpg')).toBe('/api/office/content/files/images/sports-day.jpg');
    expect(storedFileAddress('../files/fees.pdf')).toBe('/api/office/content/files/files/fees.pdf');
  });
});
