import { describe, expect, it } from 'vitest';
import { replyLink } from './replyLink';

describe('replyLink', () => {
  it('addresses the parent with the reference in the subject, every character that means something in a URL escaped', () => {
    expect(replyLink('sita.sharma+school@example.np', 'Your message to the school (MSG-2K7Q)')).toBe(
      'mailto:sita.sharma%2Bschool@example.np?subject=Your%20message%20to%20the%20school%20(MSG-2K7Q)',
    );
  });

  it('cannot be made to add a recipient or a body by what the parent typed as their address', () => {
    const link = replyLink('a@example.np?cc=b@example.np&body=x', 'Re');
    expect(new URL(link).searchParams.get('cc')).toBeNull();
    expect(new URL(link).searchParams.get('body')).toBeNull();
  });
});
