import { describe, expect, it } from 'vitest';
import { describeSchemaError } from './validation.js';

describe('describeSchemaError', () => {
  it.each([
    [{ keyword: 'required', instancePath: '', params: { missingProperty: 'name' } }, 'Please enter your name.'],
    [{ keyword: 'required', instancePath: '', params: { missingProperty: 'text' } }, 'Please write your comment.'],
    [{ keyword: 'pattern', instancePath: '/name', params: {} }, 'Please enter your name.'],
    [{ keyword: 'pattern', instancePath: '/text', params: {} }, 'Please write your comment.'],
    [{ keyword: 'type', instancePath: '/name', params: {} }, 'Your name must be text.'],
    [{ keyword: 'maxLength', instancePath: '/name', params: {} }, 'Your name can be at most 80 characters.'],
    [{ keyword: 'maxLength', instancePath: '/text', params: {} }, 'Your comment can be at most 2,000 characters.'],
    [
      { keyword: 'additionalProperties', instancePath: '', params: { additionalProperty: 'email' } },
      'Send only a "name" and a "text": other fields are not accepted.',
    ],
    [
      { keyword: 'type', instancePath: '', params: {} },
      'Send the comment as a JSON object with a "name" and a "text".',
    ],
  ])('%j → %s', (error, message) => {
    expect(describeSchemaError(error)).toBe(message);
  });

  it('falls back to the general message when there is no detail', () => {
    expect(describeSchemaError(undefined)).toBe('Send the comment as a JSON object with a "name" and a "text".');
  });
});
