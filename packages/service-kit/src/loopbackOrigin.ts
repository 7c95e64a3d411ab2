/**
 * The two names of this computer, 127.0.0.1 and localhost, as one site. WebAuthn refuses an IP address as a
 * relying party, so a site configured on http://127.0.0.1:PORT (the e2e stack, a trial on a laptop) can only use
 * passkeys when opened as http://localhost:PORT. Only loopback addresses have a twin: a public site has none, so
 * this widens nothing that another machine can reach.
 */
const twins: Record<string, string> = { '127.0.0.1': 'localhost', localhost: '127.0.0.1' };

/** The same site under the other loopback name, or undefined for a site that is not on loopback. */
export function loopbackTwin(origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return undefined;
  }
  const twin = twins[url.hostname];
  if (!twin) return undefined;
  url.hostname = twin;
  return url.origin;
}

/** The origins a site answers to: its own, and its loopback twin when it has one. */
export function siteOrigins(origin: string): string[] {
  const twin = loopbackTwin(origin);
  return twin ? [origin, twin] : [origin];
}
