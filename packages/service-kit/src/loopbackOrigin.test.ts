import { describe, expect, it } from 'vitest';
import { loopbackTwin, siteOrigins } from './loopbackOrigin.js';

describe('loopbackTwin', () => {
  it('gives 127.0.0.1 and localhost each other, port and scheme kept', () => {
    expect(loopbackTwin('http://127.0.0.1:18080')).toBe('http://localhost:18080');
    expect(loopbackTwin('http://localhost:8080')).toBe('http://127.0.0.1:8080');
  });

  it('gives a public site no twin', () => {
    expect(loopbackTwin('https://school.example.edu.np')).toBeUndefined();
    expect(siteOrigins('https://school.example.edu.np')).toEqual(['https://school.example.edu.np']);
    expect(loopbackTwin('not an address')).toBeUndefined();
  });
});
