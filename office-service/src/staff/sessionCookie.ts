/**
 * The staff session's cookie: `HttpOnly` (no script reads it), `SameSite=Strict` (no other site's page sends it),
 * and under HTTPS `Secure` with the `__Host-` prefix (only this host, path /, never over plain HTTP). Written and
 * read here in a few lines rather than with a cookie library: it is the only cookie the site has.
 */
const plainName = 'office_session';
const hostOnlyName = '__Host-office_session';

export interface SessionCookie {
  name: string;
  /** The Set-Cookie value that gives the browser a session id, kept until `maxAgeSeconds`. */
  set(sessionId: string, maxAgeSeconds: number): string;
  /** The Set-Cookie value that makes the browser forget it. */
  clear(): string;
  /** The session id in a request's Cookie header, if any. */
  read(cookieHeader: string | undefined): string | undefined;
}

export function sessionCookie(secure: boolean): SessionCookie {
  const name = secure ? hostOnlyName : plainName;
  const flags = `Path=/; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`;
  return {
    name,
    set: (sessionId, maxAgeSeconds) => `${name}=${sessionId}; ${flags}; Max-Age=${maxAgeSeconds}`,
    clear: () => `${name}=; ${flags}; Max-Age=0`,
    read(cookieHeader) {
      for (const pair of (cookieHeader ?? '').split(';')) {
        const [key, ...value] = pair.trim().split('=');
        if (key === name) return value.join('=');
      }
      return undefined;
    },
  };
}
