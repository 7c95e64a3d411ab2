import { describe, expect, it } from 'vitest';
import { outcomeOf, type SendFailureWords } from './sendOutcome';

const words: SendFailureWords = {
  offline: 'offline',
  rateLimited: 'rate limited',
  unavailable: 'unavailable',
  tooLarge: 'too large',
  failed: 'failed',
};

describe('outcomeOf', () => {
  it('answers the reference of an accepted send', () => {
    expect(outcomeOf({ ok: true, status: 201, data: { reference: 'M-7K3Q9' } }, words)).toEqual({
      sent: true,
      reference: 'M-7K3Q9',
    });
  });

  it('counts an answer without a reference as a failure', () => {
    expect(outcomeOf({ ok: true, status: 200, data: {} }, words)).toEqual({ sent: false, message: 'failed' });
  });

  it('says the device is offline when nothing answered', () => {
    expect(outcomeOf({ ok: false, status: 0 }, words)).toEqual({ sent: false, message: 'offline' });
  });

  it("passes the server's message per field on", () => {
    expect(
      outcomeOf({ ok: false, status: 400, message: 'Some details need attention.', fields: { phone: 'Bad' } }, words),
    ).toEqual({ sent: false, message: 'Some details need attention.', fields: { phone: 'Bad' } });
  });

  it.each([
    [429, 'rate limited'],
    [413, 'too large'],
    [502, 'unavailable'],
    [503, 'unavailable'],
    [504, 'unavailable'],
    [408, 'failed'],
    [500, 'failed'],
  ])('has its own words for %i without a message', (status, message) => {
    expect(outcomeOf({ ok: false, status }, words)).toEqual({ sent: false, message });
  });

  it("prefers the server's own words", () => {
    expect(outcomeOf({ ok: false, status: 503, message: 'The disk is full.' }, words)).toEqual({
      sent: false,
      message: 'The disk is full.',
    });
    expect(outcomeOf({ ok: false, status: 429, message: 'Wait an hour.' }, words)).toEqual({
      sent: false,
      message: 'Wait an hour.',
    });
  });

  describe('on a page in another language (preferOwnWords)', () => {
    const own = { preferOwnWords: true };

    it("shows the form's own words, never the server's English message", () => {
      for (const [status, message] of [
        [503, 'unavailable'],
        [429, 'rate limited'],
        [413, 'too large'],
        [408, 'failed'],
        [400, 'failed'],
      ] as const) {
        expect(outcomeOf({ ok: false, status, message: 'In English.' }, words, own)).toEqual({
          sent: false,
          message,
        });
      }
    });

    it('gives each field the server refused the fallback word, under the same names', () => {
      const refused = {
        ok: false as const,
        status: 400,
        message: 'Some details need attention.',
        fields: { photo: 'Bad' },
      };
      expect(outcomeOf(refused, { ...words, fieldFallback: 'not accepted' }, own)).toEqual({
        sent: false,
        message: 'failed',
        fields: { photo: 'not accepted' },
      });
      expect(outcomeOf(refused, words, own)).toEqual({ sent: false, message: 'failed', fields: { photo: 'failed' } });
    });

    it('still answers the reference of an accepted send', () => {
      expect(outcomeOf({ ok: true, status: 201, data: { reference: 'A-7K3Q9' } }, words, own)).toEqual({
        sent: true,
        reference: 'A-7K3Q9',
      });
    });
  });
});
