import { afterEach, describe, expect, it } from 'vitest';
import { loadContactDraft, saveContactDraft } from './contactDraft';
import { emptyContact } from './contactChecks';

afterEach(() => window.sessionStorage.clear());

describe('the contact draft', () => {
  it('comes back as it was saved', () => {
    const draft = { name: 'Ram', phone: '9812345678', email: '', message: 'Hello', agreed: true };
    saveContactDraft(draft);
    expect(loadContactDraft()).toEqual(draft);
  });

  it('starts empty when nothing was saved', () => {
    expect(loadContactDraft()).toEqual(emptyContact);
  });

  it('keeps only known fields of the right type from a damaged draft', () => {
    window.sessionStorage.setItem(
      'contact-form-draft',
      JSON.stringify({ name: 42, message: 'Hi', agreed: 'yes', x: 1 }),
    );
    expect(loadContactDraft()).toEqual({ ...emptyContact, message: 'Hi' });
    window.sessionStorage.setItem('contact-form-draft', '{not json');
    expect(loadContactDraft()).toEqual(emptyContact);
  });
});
