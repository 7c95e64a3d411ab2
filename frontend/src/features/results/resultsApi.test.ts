import { describe, expect, it } from 'vitest';
import { resultTexts } from '../../content/results';
import { textsIn } from '../../lib/texts';
import { lookupOutcome } from './resultsApi';

const en = resultTexts.en.messages;
const ne = (await textsIn(resultTexts, 'ne')).messages;
const notPublishedByServer = 'The results of this exam are not published yet. Please check again later.';

describe('lookupOutcome', () => {
  it("on an English page shows the service's own words for an answer about the details", () => {
    expect(
      lookupOutcome({ ok: false, status: 404, message: 'No record found. Please check your details.' }, en, 'en'),
    ).toEqual({ kind: 'answered', message: 'No record found. Please check your details.' });
    expect(lookupOutcome({ ok: false, status: 404, message: notPublishedByServer }, en, 'en')).toEqual({
      kind: 'answered',
      message: notPublishedByServer,
    });
    expect(lookupOutcome({ ok: false, status: 400, message: 'Send the student name…' }, en, 'en')).toEqual({
      kind: 'answered',
      message: 'Send the student name…',
    });
    expect(lookupOutcome({ ok: false, status: 404 }, en, 'en')).toEqual({ kind: 'answered', message: en.notFound });
  });

  it("on a Nepali page says it in the page's own words, by the status, never the service's English", () => {
    expect(
      lookupOutcome({ ok: false, status: 404, message: 'No record found. Please check your details.' }, ne, 'ne'),
    ).toEqual({ kind: 'answered', message: ne.notFound });
    expect(lookupOutcome({ ok: false, status: 404, message: notPublishedByServer }, ne, 'ne')).toEqual({
      kind: 'answered',
      message: ne.notPublished,
    });
    expect(lookupOutcome({ ok: false, status: 400, message: 'Send the student name…' }, ne, 'ne')).toEqual({
      kind: 'answered',
      message: ne.rejected,
    });
    expect(lookupOutcome({ ok: false, status: 429, message: 'You have looked up…' }, ne, 'ne')).toEqual({
      kind: 'not-now',
      message: ne.rateLimited,
    });
    expect(lookupOutcome({ ok: false, status: 0 }, ne, 'ne')).toEqual({ kind: 'not-now', message: ne.offline });
    expect(lookupOutcome({ ok: false, status: 503 }, ne, 'ne')).toEqual({ kind: 'not-now', message: ne.unavailable });
    expect(lookupOutcome({ ok: false, status: 500 }, ne, 'ne')).toEqual({ kind: 'not-now', message: ne.failed });
  });

  it('knows the English words it recognises an unpublished exam by are the service’s', () => {
    expect(en.notPublished).toBe(notPublishedByServer);
  });
});
