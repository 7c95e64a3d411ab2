import { describe, expect, it } from 'vitest';
import { contactMessages, formMessages, maxMessageLength } from '../../content/contact';
import { checkContact, emptyContact, type ContactValues } from './contactChecks';

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
      phone: formMessages.phoneInvalid,
    });
    expect(checkContact({ ...valid, email: 'rekha@' })).toEqual({ email: formMessages.emailInvalid });
  });

  it('refuses a message too long for a mail link, saying how long it is', () => {
    const message = 'a'.repeat(maxMessageLength + 1);
    expect(checkContact({ ...valid, message })).toEqual({
      message: contactMessages.messageTooLong(maxMessageLength + 1),
    });
    expect(checkContact({ ...valid, message: 'a'.repeat(maxMessageLength) })).toEqual({});
  });
});
