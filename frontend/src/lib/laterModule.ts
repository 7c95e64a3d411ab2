/**
 * A module a page fetches only when it is about to need it (a form's first focus, a submit), not with the page: the
 * form pages' JavaScript by network idle is near its budget, and a phone parses less before it can answer a tap.
 */
import { useSyncExternalStore } from 'react';

export interface LaterModule<M> {
  /** The module, fetched once; a failed fetch (offline) is tried again on the next call. */
  load: () => Promise<M>;
  /** Starts fetching the module when it is not here yet; a failure is left for the next `load` to report. */
  prefetch: () => void;
  /** The module if it has arrived, for code outside React and for a render that follows a `load`. */
  loaded: () => M | undefined;
  /**
   * The module once it has arrived, re-rendering the component then. Undefined while the page hydrates, as in the
   * pre-rendered markup, which never has it.
   */
  useLoaded: () => M | undefined;
}

/**
 * The import, only while the browser says it is online. Chromium (150) keeps a failed dynamic import in the page's
 * module map, so an import tried offline would fail again for the page's life, even back online: offline, the load
 * fails at once without trying, the same TypeError an import gives, and the next load, online, imports for real.
 */
function fetchWhenOnline<M>(fetchModule: () => Promise<M>): Promise<M> {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return Promise.reject(new TypeError('Failed to fetch dynamically imported module: the browser is offline'));
  }
  return fetchModule();
}

/** `fetchModule` is the dynamic import itself (`() => import('./x')`), so the build gives the module its own file. */
export function laterModule<M>(fetchModule: () => Promise<M>): LaterModule<M> {
  let module: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();

  const load = () =>
    (loading ??= fetchWhenOnline(fetchModule).then(
      (arrived) => {
        module = arrived;
        for (const listener of listeners) listener();
        return arrived;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const loaded = () => module;
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };

  return {
    load,
    prefetch: () => {
      if (!module) load().catch(() => undefined);
    },
    loaded,
    useLoaded: () => useSyncExternalStore(subscribe, loaded, () => undefined),
  };
}
