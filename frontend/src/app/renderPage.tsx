import type { EmotionCache } from '@emotion/cache';
import createEmotionServer, { type EmotionCriticalToChunks } from '@emotion/server/create-instance';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { AppProviders, createEmotionCache } from './AppProviders';
import { AppRoutes } from './routes';
import { languageOfPath, languagePrefix, prerenderedPagesOf } from '../lib/paths';
import { newsCards } from 'virtual:site-content/newsCards';

/**
 * The build's pre-render (frontend/vite/prerenderPages.ts runs this module in Node): a page's full markup and the
 * CSS it uses, rendered through the same route table and providers as the browser, which then hydrates it.
 */
export interface RenderedPage {
  /** What belongs in <head>: the page's title, description, robots and canonical tags, and its Emotion styles. */
  head: string;
  /** The markup of #root. */
  body: string;
}

// Each page's module, for its preloads (vite/prerenderPages.ts).
export { pageModuleFile } from '../lib/paths';

/** The pages the build writes: every route, a news post's at each published post (vite/prerenderPages.ts). */
export const prerenderedPages = prerenderedPagesOf({ news: newsCards.map((post) => post.slug) });

// React puts the tags it hoists (<title>, <meta>, <link>) before the markup when it renders into an element.
const leadingHoistedTags = /^(?:<title>[^<]*<\/title>|<meta [^>]*\/>|<link [^>]*\/>)*/;

/** Splits React's output into the hoisted head tags and the markup of #root. */
export function splitHoistedTags(markup: string): { hoisted: string; body: string } {
  const hoisted = leadingHoistedTags.exec(markup)?.[0] ?? '';
  return { hoisted, body: markup.slice(hoisted.length) };
}

export async function renderPage(path: string): Promise<RenderedPage> {
  const emotionCache = createEmotionCache();
  // Made before the render: it switches the cache to collecting styles instead of writing them beside elements.
  const emotionServer = createEmotionServer(emotionCache);
  // react-dom/static waits for every Suspense boundary (the lazy page and its lazy sections), so the page is whole.
  const language = languageOfPath(path);
  const { prelude } = await prerender(
    <AppProviders emotionCache={emotionCache}>
      <StaticRouter basename={languagePrefix(language)} location={path}>
        <AppRoutes language={language} />
      </StaticRouter>
    </AppProviders>,
    // Every Suspense boundary in place, however large: React otherwise writes a large one after the rest with an
    // inline script to move it in, which the CSP blocks and a reader without JavaScript never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const { hoisted, body } = splitHoistedTags(await new Response(prelude).text());
  if (body.includes('<script')) throw new Error(`pre-render: ${path} came out with an inline script`);
  // data-s is Emotion's mark of a tag it has already placed: the browser's cache then leaves these where they are
  // (see createEmotionCache) instead of moving every one to the end of <head> before hydrating.
  const styles = emotionServer
    .constructStyleTagsFromChunks({ html: body, styles: everyInsertedStyle(emotionCache) })
    .replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  return { head: `${hoisted}${styles}`, body };
}

/** One <style> tag's worth of rules, as Emotion's server groups them. */
type StyleChunk = EmotionCriticalToChunks['styles'][number];

/**
 * Every rule the page's render inserted, as Emotion's extractCriticalToChunks groups them (each global style on its
 * own, then the rest in one), but without its filter to the classes found in the markup. A component styled from
 * another styled component inserts a rule for the outer one that no element carries: left out, the browser would
 * compile and insert those while hydrating, which costs a slow phone Emotion's whole CSS compiler at the worst time.
 * The cache is this page's alone, so nothing from another page comes along.
 */
function everyInsertedStyle(cache: EmotionCache): StyleChunk[] {
  const globals: StyleChunk[] = [];
  const regular: StyleChunk = { key: cache.key, ids: [], css: '' };
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals.push({ key: `${cache.key}-global`, ids: [id], css: rules });
    } else {
      regular.ids.push(id);
      regular.css += rules;
    }
  }
  return [...globals, regular];
}
