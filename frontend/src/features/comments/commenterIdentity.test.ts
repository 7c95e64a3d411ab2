import { describe, expect, it } from 'vitest';
import { avatarColorOf, displayNameOf, initialsOf } from './commenterIdentity';

describe('initialsOf', () => {
  it.each([
    ['Sita Sharma', 'SS'],
    ['sita kumari sharma', 'SK'],
    ['  Ram   ', 'R'],
    ['Ram\tBahadur\nThapa', 'RB'],
    ['राम बहादुर', 'रब'],
    ['😀 Smile', '😀S'],
    ['', 'A'],
    ['   \n ', 'A'],
  ])('%j → %j', (name, initials) => {
    expect(initialsOf(name)).toBe(initials);
  });

  it('never gives more than two initials', () => {
    expect(Array.from(initialsOf('a b c d e'))).toHaveLength(2);
  });
});

describe('displayNameOf', () => {
  it('shows the name without surrounding spaces, or Anonymous', () => {
    expect(displayNameOf('  Gita Rai ', 'Anonymous')).toBe('Gita Rai');
    expect(displayNameOf('', 'Anonymous')).toBe('Anonymous');
    expect(displayNameOf('   ', 'Anonymous')).toBe('Anonymous');
  });
});

describe('avatarColorOf', () => {
  it('gives the same name the same colour', () => {
    expect(avatarColorOf('Sita')).toBe(avatarColorOf(' Sita '));
    expect(avatarColorOf('Sita')).toMatch(/^#[0-9a-f]{6}$/);
  });
});
