import { useMemo, useState, type ReactNode } from 'react';
import { LocationProvider } from '../lib/router/location';

/** The app's location kept in memory, for tests: links navigate, and useLocation shows where they led. */
export function MemoryLocation({ initialPath = '/', children }: { initialPath?: string; children: ReactNode }) {
  const [pathname, setPathname] = useState(initialPath);
  const location = useMemo(
    () => ({ pathname, navigate: (to: string) => setPathname(new URL(to, 'http://site.test').pathname) }),
    [pathname],
  );
  return <LocationProvider location={location}>{children}</LocationProvider>;
}
