import { describe, expect, it } from 'vitest';
import { isValidEmail, isValidPhone } from './contactDetailChecks';

describe('isValidPhone', () => {
  it.each(['9812345678', '98 1234 5678', '041-590123', '+977 41-590123', '+971 (50) 123.4567', ' 9812345678 '])(
    'accepts %j',
    (phone) => expect(isValidPhone(phone)).toBe(true),
  );

  it.each(['', '12345', '98123456789012345', 'call me', '98123x5678', '++9779812345678', '98-12'])(
    'refuses %j',
    (phone) => expect(isValidPhone(phone)).toBe(false),
  );
});

describe('isValidEmail', () => {
  it.each(['name@example.com', 'ram.sah@school.edu.np', ' parent@gmail.com '])('accepts %j', (email) =>
    expect(isValidEmail(email)).toBe(true),
  );

  it.each(['', 'name', 'name@', 'name@example', '@example.com', 'ram sah@gmail.com', 'a@b@c.com'])(
    'refuses %j',
    (email) => expect(isValidEmail(email)).toBe(false),
  );
});
