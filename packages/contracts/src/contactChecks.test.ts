import { describe, expect, it } from 'vitest';
import { checkContact, contactCheckMessages, contactLimits, isValidEmail, isValidPhone } from './contactChecks.js';

const good = { name: 'Sita Sah', phone: '9812345678', email: '', message: 'When does term start?', agreed: true };

describe('isValidPhone and isValidEmail', () => {
  it.each(['9812345678', '041-590123', '+977 41-590123'])('accepts the phone %j', (phone) =>
    expect(isValidPhone(phone)).toBe(true),
  );
  it.each(['12345', 'call me', '98-12'])('refuses the phone %j', (phone) => expect(isValidPhone(phone)).toBe(false));
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
});
