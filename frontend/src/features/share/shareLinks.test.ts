import { describe, expect, it } from 'vitest';
import { shareLinks } from './shareLinks';

describe('shareLinks', () => {
  const url = 'https://school.example.np/blogs/peace-rally';
  const title = 'A Peace Rally & a "Quote"';
  const byNetwork = Object.fromEntries(
    shareLinks(url, title, (network) => `Share on ${network}`).map((link) => [link.network, new URL(link.href)]),
  );

  it('shares on X with the address and the title', () => {
    expect(byNetwork.x?.origin + byNetwork.x!.pathname).toBe('https://x.com/intent/tweet');
    expect(byNetwork.x?.searchParams.get('url')).toBe(url);
    expect(byNetwork.x?.searchParams.get('text')).toBe(title);
  });

  it('shares on Facebook with the address and the title', () => {
    expect(byNetwork.facebook?.origin + byNetwork.facebook!.pathname).toBe(
      'https://www.facebook.com/sharer/sharer.php',
    );
    expect(byNetwork.facebook?.searchParams.get('u')).toBe(url);
    expect(byNetwork.facebook?.searchParams.get('t')).toBe(title);
  });

  it('shares on WhatsApp with the title and the address in one message', () => {
    expect(byNetwork.whatsapp?.origin).toBe('https://wa.me');
    expect(byNetwork.whatsapp?.searchParams.get('text')).toBe(`${title} ${url}`);
  });
});
