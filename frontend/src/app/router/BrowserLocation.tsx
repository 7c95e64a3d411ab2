import { createContext, useContext, useEffect, useMemo, useState, useTransition, type ReactNode } from 'react';
import { LocationProvider, type SiteLocation } from '../../lib/router/location';

const NavigationPendingContext = createContext(false);

/**
 * True while a navigation is under way: the next page's code is still loading. The old page stays on screen
 * meanwhile (navigations are transitions), and the layout shows a skeleton when this lasts.
 */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

/** The address without the origin, as history entries hold it. */
function currentAddress(): string {
  return window.location.pathname + window.location.search + window.location.hash;
}

/**
 * The browser's location for the app: a link's navigation adds a history entry, Back and Forward move between
 * them, and each change renders in a transition, whose pending flag it hands down.
 */
export function BrowserLocation({ children }: { children: ReactNode }) {
  const [pathname, setPathname] = useState(() => window.location.pathname);
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    const showAddress = () => startTransition(() => setPathname(window.location.pathname));
    window.addEventListener('popstate', showAddress);
    return () => window.removeEventListener('popstate', showAddress);
  }, []);

  const location = useMemo<SiteLocation>(
    () => ({
      pathname,
      navigate: (to) => {
        const url = new URL(to, window.location.href);
        const address = url.pathname + url.search + url.hash;
        // A link to the page on screen does not add a second entry for it (as browsers do with a plain link).
        if (address === currentAddress()) window.history.replaceState(null, '', address);
        else window.history.pushState(null, '', address);
        startTransition(() => setPathname(url.pathname));
      },
    }),
    [pathname],
  );

  return (
    <NavigationPendingContext.Provider value={pending}>
      <LocationProvider location={location}>{children}</LocationProvider>
    </NavigationPendingContext.Provider>
  );
}
