/**
 * Hands a mailto: link to the visitor's mail app. A navigation rather than a form post: the site's
 * Content-Security-Policy allows form posts only to itself and the payment provider.
 */
export function openMailApp(mailtoUrl: string): void {
  window.location.href = mailtoUrl;
}
