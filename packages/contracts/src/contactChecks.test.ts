import { describe, expect, it } from 'vitest';
import {
  checkContact,
  contactCheckMessages,
  contactLimits,
  isValidEmail,
  isValidPhone,
  phoneAsKept,
  type ContactCheckMessages,
} from './contactChecks.js';

const good = { name: 'Sita Sah', phone: '9812345678', email: '', message: 'When does term start?', agreed: true };

describe('isValidPhone and isValidEmail', () => {
  it.each(['9812345678', '041-590123', '+977 41-590123', '९८१२३४५६७८', '०४१-५९०१२३'])('accepts the phone %j', (phone) =>
    expect(isValidPhone(phone)).toBe(true),
  );
  it.each(['12345', 'call me', '98-12', '९८-१२'])('refuses the phone %j', (phone) =>
    expect(isValidPhone(phone)).toBe(false),
  );

  it('keeps a phone trimmed, in ASCII digits to dial', () => {
    expect(phoneAsKept(' ०४१-५९०१२३ ')).toBe('041-590123');
    expect(phoneAsKept('+977 41-590123')).toBe('+977 41-590123');
  });
  it.each(['name@example.com', 'ram.sah@school.edu.np', ' parent@gmail.com ', 'सीता@उदाहरण.नेपाल'])(
    'accepts the email %j',
    (email) => expect(isValidEmail(email)).toBe(true),
  );
  it.each([
    'name@example',
    'a@b@c.com',
    'a@b.np, other@c.np',
    'a@b.np,other@c.np',
    'a@b.np;x@y.np',
    '"Head" <head@school.np>',
    'a@b.np\r\nBcc: x@y.np',
    'a@b.np\nBcc:x@y.np',
    'a\u0000@b.np',
  ])('refuses the email %j (one mailbox, nothing a header could read as more)', (email) =>
    expect(isValidEmail(email)).toBe(false),
  );
});

describe('checkContact', () => {
  it('passes a complete form', () => {
    expect(checkContact(good)).toEqual({});
    expect(checkContact({ ...good, phone: '', email: 'p@example.com' })).toEqual({});
  });

  it('names every field that needs attention, in the form’s words', () => {
    expect(checkContact({ name: ' ', phone: '', email: '', message: '  ', agreed: false })).toEqual({
      name: contactCheckMessages.nameRequired,
      phone: contactCheckMessages.phoneOrEmailRequired,
      message: contactCheckMessages.messageRequired,
      agreed: contactCheckMessages.agreementRequired,
    });
    expect(checkContact({ ...good, phone: '12', email: 'nope' })).toEqual({
      phone: contactCheckMessages.phoneInvalid,
      email: contactCheckMessages.emailInvalid,
    });
  });

  it('counts lengths in characters, not UTF-16 units', () => {
    const long = 'क'.repeat(contactLimits.messageMaxLength);
    expect(checkContact({ ...good, message: long })).toEqual({});
    expect(checkContact({ ...good, message: `${long}😀` }).message).toBe(
      contactCheckMessages.messageTooLong(contactLimits.messageMaxLength + 1),
    );
    expect(checkContact({ ...good, name: 'x'.repeat(contactLimits.nameMaxLength + 1) }).name).toBe(
      contactCheckMessages.nameTooLong,
    );
  });

  describe('in another language', () => {
    const other: ContactCheckMessages = {
      nameRequired: 'name?',
      nameTooLong: 'name too long',
      phoneInvalid: 'phone?',
      emailInvalid: 'email?',
      phoneOrEmailRequired: 'phone or email?',
      messageRequired: 'message?',
      messageTooLong: (length) => `message of ${length}`,
      agreementRequired: 'agree?',
    };

    it('gives the same messages in the words it is given', () => {
      expect(checkContact({ name: ' ', phone: '', email: '', message: '', agreed: false }, other)).toEqual({
        name: 'name?',
        phone: 'phone or email?',
        message: 'message?',
        agreed: 'agree?',
      });
      expect(checkContact({ ...good, phone: '12', email: 'nope' }, other)).toEqual({
        phone: 'phone?',
        email: 'email?',
      });
      const long = 'क'.repeat(contactLimits.messageMaxLength + 2);
      expect(
        checkContact({ ...good, message: long, name: 'x'.repeat(contactLimits.nameMaxLength + 1) }, other),
      ).toEqual({
        name: 'name too long',
        message: `message of ${contactLimits.messageMaxLength + 2}`,
      });
    });

    it('checks the same rules whatever the words, and speaks English by default', () => {
      const values = [good, { ...good, phone: '', email: '' }, { ...good, message: ' ', agreed: false }];
      for (const value of values) {
        expect(Object.keys(checkContact(value, other))).toEqual(Object.keys(checkContact(value)));
        expect(checkContact(value)).toEqual(checkContact(value, contactCheckMessages));
      }
    });
  });
});
