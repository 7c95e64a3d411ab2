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

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>({ state: 'checking' });
  const [checks, setChecks] = useState(0);

  useEffect(() => {
    let current = true;
    void getJson<StaffSessionAnswer>('/api/office/session').then((answer) => {
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

  const value = useMemo(() => ({ session, check, signedIn, signOut }), [session, check, signedIn, signOut]);
  return <SessionContext value={value}>{children}</SessionContext>;
}
