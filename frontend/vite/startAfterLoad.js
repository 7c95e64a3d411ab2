/* global document, window, requestAnimationFrame */
/*
 * The one script every pre-rendered page carries, inline (frontend/vite/prerenderPages.ts writes it into the page,
 * minified, and its sha256 into the CSP's script-src through nginx/render.sh). The page is whole as HTML, so
 * nothing else is fetched before it has painted: no script file, not even /config.js, competes with its markup, CSS
 * and first paint. Only once the page has loaded and painted does this fetch the page's modules, all at once
 * (data-modules: the entry's imports and the page module's, so no import waits for another), and /config.js
 * (data-config), then run the entry (data-entry), which hydrates the page. "Painted" means the page's first paint
 * that shows something (its first contentful paint), not just any frame: a Nepali page's text waits for its font
 * (font-display: optional holds text back up to 100 ms), so the frame after its load event may show nothing yet, and
 * modules fetched then would compete with the text's first appearance. The runtime settings run first, as the
 * app reads them when it starts; if they fail to load, the app still starts on its defaults.
 * A slow phone shows the page first and makes it interactive after, instead of the other way round.
 *
 * Before that first paint it also marks <html> data-nothing-to-show on a page that has nothing to show in this tab:
 * one whose <meta name="nothing-to-show-without"> names where it would find something (a session storage key and
 * an address parameter) and finds neither (the payment result pages: src/features/payment/UntilLooked.tsx).
 */
(function startAfterLoad() {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var config = script.getAttribute('data-config');
  var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);

  function markNothingToShow() {
    var meta = document.querySelector('meta[name="nothing-to-show-without"]');
    if (!meta) return;
    // Its content: the session storage key, then the address parameters if any.
    var places = meta.content.split(' ');
    try {
      if (sessionStorage.getItem(places[0]) !== null) return;
    } catch {
      // Storage refused (a privacy mode): the app finds nothing there either.
    }
    var parameters = new URLSearchParams(window.location.search);
    for (var i = 1; i < places.length; i += 1) if (places[i] && parameters.get(places[i])) return;
    document.documentElement.setAttribute('data-nothing-to-show', '');
  }
  markNothingToShow();

  function preload(href) {
    var link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.appendChild(link);
  }

  function runSettingsThenEntry() {
    var settings = document.createElement('script');
    settings.src = config;
    settings.onload = settings.onerror = function runEntry() {
      import(entry);
    };
    document.head.appendChild(settings);
  }

  // Each element in a task of its own: the browser starts a download as each goes in, which on a slow phone took
  // up to 25 ms for a page's fifteen modules in one piece. Timers run in order, so every preload is in before the
  // entry runs.
  function start() {
    modules.forEach(function schedulePreload(href) {
      setTimeout(preload, 0, href);
    });
    setTimeout(runSettingsThenEntry, 0);
  }

  // Once the page has shown something (its first contentful paint: at once when it has already, as the observer
  // hands over past paints too); where the browser does not report paints, at once.
  function afterFirstContentfulPaint(then) {
    var P = window.PerformanceObserver;
    if (!P || (P.supportedEntryTypes || []).indexOf('paint') < 0) return then();
    new P(function painted(list, observer) {
      if (list.getEntriesByName('first-contentful-paint')[0]) {
        observer.disconnect();
        setTimeout(then, 0);
      }
    }).observe({ type: 'paint', buffered: true });
  }

  // After the load event's frame has painted (requestAnimationFrame runs before that paint, setTimeout after it), and
  // after the first contentful paint.
  function startAfterPaint() {
    requestAnimationFrame(function afterFrame() {
      setTimeout(afterFirstContentfulPaint, 0, start);
    });
  }

  if (document.readyState === 'complete') startAfterPaint();
  else window.addEventListener('load', startAfterPaint, { once: true });
})();
