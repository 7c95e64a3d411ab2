import { createContext, useContext, useMemo, type ReactNode } from 'react';

/**
 * The site's routing, in the few lines it needs: every route is a fixed path (lib/paths.ts), so there is nothing to
 * match but the path itself. (React Router did this before, at 13 KB gzip on every page, most of it code its
 * module keeps whether used or not.)
 */
export interface SiteLocation {
  /** The path of the page on screen, as the address bar has it. */
  pathname: string;
  /** Shows another page of the site without reloading the document (a link's click). */
  navigate: (to: string) => void;
}

const LocationContext = createContext<SiteLocation | null>(null);

export function LocationProvider({ location, children }: { location: SiteLocation; children: ReactNode }) {
  return <LocationContext.Provider value={location}>{children}</LocationContext.Provider>;
}

/** The location of the page being rendered, for the build's pre-render: nothing navigates there. */
export function StaticLocation({ pathname, children }: { pathname: string; children: ReactNode }) {
  const location = useMemo(() => ({ pathname, navigate: () => {} }), [pathname]);
  return <LocationProvider location={location}>{children}</LocationProvider>;
}

export function useLocation(): SiteLocation {
  const location = useContext(LocationContext);
  if (!location) throw new Error('useLocation needs a LocationProvider above it (the app, the pre-render or a test).');
  return location;
}

/** One path, the way routes compare them: a trailing slash and letter case make no difference. */
function normalisedPath(pathname: string): string {
  return (pathname.replace(/\/+$/, '') || '/').toLowerCase();
}

/** True when both paths name the same page. */
export function isSamePath(a: string, b: string): boolean {
  return normalisedPath(a) === normalisedPath(b);
}
