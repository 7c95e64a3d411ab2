import { describe, expect, it } from 'vitest';
import { contactMailtoUrl } from './contactMail';

describe('contactMailtoUrl', () => {
  const url = contactMailtoUrl(
    {
      name: '  Rekha Yadav ',
      phone: '9812345678',
      email: 'rekha+school@example.com',
      message: 'Fees for Grade 1 & UKG?\nThank you.',
      agreed: true,
    },
    'info@school.example',
  );

  it('addresses the school and carries subject and body the mail app can read', () => {
    expect(url.startsWith('mailto:info@school.example?subject=')).toBe(true);
    const params = new URL(url).searchParams;
    expect(params.get('subject')).toBe('Message from the website: Rekha Yadav');
    expect(params.get('body')).toBe(
      'Fees for Grade 1 & UKG?\r\nThank you.\r\n\r\nFrom\r\nName: Rekha Yadav\r\nContact number: 9812345678\r\nEmail: rekha+school@example.com',
    );
  });

  it('encodes spaces as %20 and a plus sign as %2B, as mail apps expect', () => {
    expect(url).toContain('Message%20from%20the%20website');
    expect(url).toContain('rekha%2Bschool%40example.com');
    expect(url).not.toMatch(/[ +]/);
  });

  it('leaves out the details that were not given', () => {
    const body = new URL(
      contactMailtoUrl({ name: 'Ram', phone: '', email: 'ram@example.com', message: 'Hi', agreed: true }, 'a@b.np'),
    ).searchParams.get('body');
    expect(body).toBe('Hi\r\n\r\nFrom\r\nName: Ram\r\nEmail: ram@example.com');
  });
});
