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

  describe('on a page that prefers its own words', () => {
    const own = { preferOwnWords: true };
    const ownWords: SendFailureWords = { ...words, checkField: 'check this field' };

    it.each([
      [429, 'rate limited'],
      [413, 'too large'],
      [503, 'unavailable'],
      [408, 'failed'],
      [400, 'failed'],
      [500, 'failed'],
    ])("says a %i in its own words, not the server's", (status, message) => {
      expect(outcomeOf({ ok: false, status, message: 'In English.' }, ownWords, own)).toEqual({ sent: false, message });
      expect(outcomeOf({ ok: false, status }, ownWords, own)).toEqual({ sent: false, message });
    });

    it("gives each refused field the form's own message, else its word to check the field", () => {
      const refused = {
        ok: false as const,
        status: 400,
        message: 'Some details need attention.',
        fields: { name: 'Your name has a character that is not allowed', email: 'Enter a valid email address' },
      };
      const fieldMessage = (field: string) => (field === 'email' ? 'own email message' : undefined);
      expect(outcomeOf(refused, ownWords, { preferOwnWords: true, fieldMessage })).toEqual({
        sent: false,
        message: 'failed',
        fields: { name: 'check this field', email: 'own email message' },
      });
      // Without a check or a word for it, the form's word for a failure.
      expect(outcomeOf(refused, words, own)).toEqual({
        sent: false,
        message: 'failed',
        fields: { name: 'failed', email: 'failed' },
      });
    });

    it('keeps the outcomes that never carry the server’s words', () => {
      expect(outcomeOf({ ok: true, status: 201, data: { reference: 'M-7K3Q9' } }, ownWords, own)).toEqual({
        sent: true,
        reference: 'M-7K3Q9',
      });
      expect(outcomeOf({ ok: false, status: 0 }, ownWords, own)).toEqual({ sent: false, message: 'offline' });
    });
  });

  it("keeps the server's words when the option is off, whatever else it says", () => {
    const refused = { ok: false as const, status: 400, message: 'Check.', fields: { phone: 'Bad' } };
    expect(outcomeOf(refused, { ...words, checkField: 'x' }, { fieldMessage: () => 'own' })).toEqual({
      sent: false,
      message: 'Check.',
      fields: { phone: 'Bad' },
    });
  });
});
