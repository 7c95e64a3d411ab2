import { createElement, lazy, type ComponentType } from 'react';
import type { Params } from 'react-router-dom';
import type { Language } from '../../lib/paths';

/** A page module under src/pages: it exports its page as `Component`. */
export interface PageModule {
  Component: ComponentType;
  /**
   * What else the page needs to render at the address's parameters in its language (a news post's own module),
   * loaded with it.
   */
  preload?: (params: Params, language: Language) => Promise<void>;
}

export interface LazyPage {
  /** Renders the page: at once when its module is loaded, else suspends until it is (React.lazy). */
  Page: ComponentType;
  /**
   * Loads the page's module, and what it needs at these parameters; the browser awaits it before hydrating, so the
   * first render is the pre-rendered page.
   */
  preload: (params?: Params, language?: Language) => Promise<void>;
}

/**
 * A page whose code downloads only when it is needed. Unlike React.lazy alone, a page loaded beforehand renders
 * without suspending even on its first render, which hydration needs: a suspended page would leave the pre-rendered
 * markup dehydrated for a turn.
 */
export function lazyPage(load: () => Promise<PageModule>): LazyPage {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const loadModule = () =>
    (loading ??= load().then((module) => {
      if (typeof module.Component !== 'function') throw new Error('a page module must export its page as Component');
      loaded = module.Component;
      return module;
    }));
  const loadComponent = async () => (await loadModule()).Component;
  const Suspending = lazy(async () => ({ default: await loadComponent() }));
  function Page() {
    return loaded ? createElement(loaded) : <Suspending />;
  }
  return {
    Page,
    preload: async (params = {}, language = 'en') => {
      const module = await loadModule();
      await module.preload?.(params, language);
    },
  };
}
