import { createContext, useContext, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import {
  Router,
  UNSAFE_createBrowserHistory as createBrowserHistory,
  type Location,
  type NavigationType,
} from 'react-router-dom';

const NavigationPendingContext = createContext(false);

/**
 * True while a navigation is under way: the next page's code is still loading. The old page stays on screen
 * meanwhile (navigations are transitions), and the layout shows a skeleton when this lasts.
 */
export function useNavigationPending(): boolean {
  return useContext(NavigationPendingContext);
}

/**
 * React Router's BrowserRouter (declarative mode), with the one thing it keeps to itself: whether a navigation is
 * pending. `basename` is the page's language prefix (src/lib/paths.ts). Like BrowserRouter, it follows the browser's history and applies each change in a transition; unlike it,
 * through useTransition, whose isPending it hands down. (The data router has useNavigation for this, but costs
 * twice the code on every page and needs its state serialised into the pre-rendered page.)
 */
export function BrowserRouterWithPending({ basename = '', children }: { basename?: string; children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState<{ action: NavigationType; location: Location }>(() => ({
    action: history.action,
    location: history.location,
  }));
  const [pending, startTransition] = useTransition();
  useLayoutEffect(() => history.listen((update) => startTransition(() => setState(update))), [history]);
  return (
    <NavigationPendingContext.Provider value={pending}>
      <Router basename={basename} location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPendingContext.Provider>
  );
}
