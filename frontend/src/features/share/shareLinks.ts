/** Where a page can be shared, each link carrying the page's address and title. */
export interface ShareLink {
  network: 'x' | 'facebook' | 'whatsapp';
  /** The accessible name of the button. */
  label: string;
  href: string;
}

function withParams(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

export function shareLinks(pageUrl: string, title: string): ShareLink[] {
  return [
    {
      network: 'x',
      label: 'Share on X',
      href: withParams('https://x.com/intent/tweet', { url: pageUrl, text: title }),
    },
    {
      network: 'facebook',
      label: 'Share on Facebook',
      // Facebook reads the title from the page's Open Graph tags; `t` carries it for older clients.
      href: withParams('https://www.facebook.com/sharer/sharer.php', { u: pageUrl, t: title }),
    },
    {
      network: 'whatsapp',
      label: 'Share on WhatsApp',
      // WhatsApp takes one message: the title, then the address (which it turns into a preview).
      href: withParams('https://wa.me/', { text: `${title} ${pageUrl}` }),
    },
  ];
}
