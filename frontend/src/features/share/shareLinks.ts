/** Where a page can be shared, each link carrying the page's address and title. */
export interface ShareLink {
  network: 'x' | 'facebook' | 'whatsapp';
  /** The accessible name of the button, in the page's words. */
  label: string;
  href: string;
}

function withParams(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

/** The networks' own names, the same in every language. */
const networkNames: Record<ShareLink['network'], string> = { x: 'X', facebook: 'Facebook', whatsapp: 'WhatsApp' };

/** The share links of a page; `shareOn` words a network's button ("Share on X"). */
export function shareLinks(pageUrl: string, title: string, shareOn: (network: string) => string): ShareLink[] {
  return [
    {
      network: 'x',
      label: shareOn(networkNames.x),
      href: withParams('https://x.com/intent/tweet', { url: pageUrl, text: title }),
    },
    {
      network: 'facebook',
      label: shareOn(networkNames.facebook),
      // Facebook reads the title from the page's Open Graph tags; `t` carries it for older clients.
      href: withParams('https://www.facebook.com/sharer/sharer.php', { u: pageUrl, t: title }),
    },
    {
      network: 'whatsapp',
      label: shareOn(networkNames.whatsapp),
      // WhatsApp takes one message: the title, then the address (which it turns into a preview).
      href: withParams('https://wa.me/', { text: `${title} ${pageUrl}` }),
    },
  ];
}
