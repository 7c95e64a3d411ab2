import { describe, expect, it } from 'vitest';
import { contactTexts, maxMessageLength } from '../../content/contact';
import { textsIn } from '../../lib/texts';
import { checkContact as checkContactIn, emptyContact, type ContactValues } from './contactChecks';

const contactMessages = contactTexts.en.checks;
const checkContact = (values: ContactValues) => checkContactIn(values, contactMessages);

const valid: ContactValues = {
  name: 'Rekha Yadav',
  phone: '9812345678',
  email: '',
  message: 'When does admission for Grade 1 open?',
  agreed: true,
};

describe('checkContact', () => {
  it('passes a complete message with a phone number only', () => {
    expect(checkContact(valid)).toEqual({});
  });

  it('passes a complete message with an email only', () => {
    expect(checkContact({ ...valid, phone: '', email: 'rekha@example.com' })).toEqual({});
  });

  it('explains every missing field of an empty form', () => {
    expect(checkContact(emptyContact)).toEqual({
      name: contactMessages.nameRequired,
      phone: contactMessages.phoneOrEmailRequired,
      message: contactMessages.messageRequired,
      agreed: contactMessages.agreementRequired,
    });
  });

  it('treats a name or message of spaces as missing', () => {
    expect(checkContact({ ...valid, name: '  ', message: '\n ' })).toEqual({
      name: contactMessages.nameRequired,
      message: contactMessages.messageRequired,
    });
  });

  it('refuses a malformed phone or email even when the other one is fine', () => {
    expect(checkContact({ ...valid, phone: '12', email: 'rekha@example.com' })).toEqual({
      phone: contactMessages.phoneInvalid,
    });
    expect(checkContact({ ...valid, email: 'rekha@' })).toEqual({ email: contactMessages.emailInvalid });
  });

  it('refuses a message too long for a mail link, saying how long it is', () => {
    const message = 'a'.repeat(maxMessageLength + 1);
    expect(checkContact({ ...valid, message })).toEqual({
      message: contactMessages.messageTooLong(maxMessageLength + 1),
    });
    expect(checkContact({ ...valid, message: 'a'.repeat(maxMessageLength) })).toEqual({});
  });

  it('speaks the page’s language: the same rules in Nepali', async () => {
    const nepali = (await textsIn(contactTexts, 'ne')).checks;
    expect(checkContactIn(emptyContact, nepali)).toEqual({
      name: 'कृपया आफ्नो नाम लेख्नुहोस्',
      phone: 'हामीले जवाफ दिन सकौँ भनेर कृपया फोन नम्बर वा इमेल ठेगाना दिनुहोस्',
      message: 'कृपया आफ्नो सन्देश लेख्नुहोस्',
      agreed: 'कृपया गोपनीयता नीतिमा सहमत भएको बाकसमा चिनो लगाउनुहोस्',
    });
    expect(checkContactIn({ ...valid, email: 'rekha@' }, nepali)).toEqual({
      email: 'सही इमेल ठेगाना लेख्नुहोस्, जस्तै name@example.com',
    });
    expect(checkContactIn({ ...valid, message: 'a'.repeat(maxMessageLength + 1) }, nepali).message).toBe(
      'कृपया सन्देश १५०० अक्षरभित्र छोट्याउनुहोस् (अहिले १५०१ अक्षर छ)',
    );
  });
});
