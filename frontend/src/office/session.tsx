import type { StaffSessionAnswer } from '@school/contracts';
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { getJson, postJson } from '../lib/api';

/**
 * Who is signed in, as office-service says (GET /api/office/session): asked once when the console loads, then kept
 * here as the person signs in and out. `unknown`: the office could not be asked (offline, 503), which is not "signed
 * out": the console says so and offers to ask again rather than showing a sign-in the person may not need.
 */
export type Session =
  | { state: 'checking' }
  | { state: 'signed-in'; staff: StaffSessionAnswer }
  | { state: 'signed-out' }
  | { state: 'unknown' };

interface SessionValue {
  session: Session;
  /** The page was opened with a one-time sign-in link that did not work: the sign-in page says so. */
  linkRefused: boolean;
  /** Asks the office again (after `unknown`). */
  check: () => void;
  signedIn: (staff: StaffSessionAnswer) => void;
  /** POST /api/office/sign-out; false when it did not reach the office (the person is still signed in). */
  signOut: () => Promise<boolean>;
}

const SessionContext = createContext<SessionValue | undefined>(undefined);

export function useSession(): SessionValue {
  const value = use(SessionContext);
  if (!value) throw new Error('useSession outside SessionProvider');
  return value;
}

/**
 * The token of a one-time sign-in link (`make staff ARGS="link EMAIL"` prints /office/#link=TOKEN), taken out of the
 * address at once so that it is not kept in the history or shown on the shared office PC's screen.
 */
function takeSignInLinkToken(): string | undefined {
  const token = /^#link=([\w-]+)$/.exec(window.location.hash)?.[1];
  if (token) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  return token;
}

let signInByLinkAtLoad: Promise<boolean> | undefined;

/**
 * Uses the page's sign-in link, once per page load whatever re-renders: answers whether the office refused it. The
 * session is then asked for as always (the link's answer set the cookie).
 */
function signInByLinkOnce(): Promise<boolean> {
  signInByLinkAtLoad ??= (async () => {
    const token = takeSignInLinkToken();
    if (!token) return false;
    const answer = await postJson<StaffSessionAnswer>('/api/office/sign-in/link', { token });
    return !answer.ok && answer.status === 401;
  })();
  return signInByLinkAtLoad;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ state: 'checking' });
  const [checks, setChecks] = useState(0);
  const [linkRefused, setLinkRefused] = useState(false);

  useEffect(() => {
    let current = true;
    const asked = signInByLinkOnce().then((refused) => {
      if (refused && current) setLinkRefused(true);
      return getJson<StaffSessionAnswer>('/api/office/session');
    });
    void asked.then((answer) => {
      if (!current) return;
      if (answer.ok) setSession({ state: 'signed-in', staff: answer.data });
      else setSession({ state: answer.status === 401 ? 'signed-out' : 'unknown' });
    });
    return () => {
      current = false;
    };
  }, [checks]);

  const check = useCallback(() => {
    setSession({ state: 'checking' });
    setChecks((count) => count + 1);
  }, []);
  const signedIn = useCallback((staff: StaffSessionAnswer) => setSession({ state: 'signed-in', staff }), []);
  const signOut = useCallback(async () => {
    const answer = await postJson('/api/office/sign-out', {});
    // 204 has no body, which the client counts as no answer: the status says it worked. 401: already ended.
    if (answer.status !== 204 && answer.status !== 401) return false;
    setSession({ state: 'signed-out' });
    return true;
  }, []);

  const value = useMemo(
    () => ({ session, linkRefused, check, signedIn, signOut }),
    [session, linkRefused, check, signedIn, signOut],
  );
  return <SessionContext value={value}>{children}</SessionContext>;
}
