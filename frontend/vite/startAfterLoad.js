/* global document, window, requestAnimationFrame */
/*
 * The one script every pre-rendered page names (a classic, deferred script; frontend/vite/prerenderPages.ts
 * writes its tag, and low-priority preloads of the page's modules beside it). The page is whole as HTML, so its
 * JavaScript need not compete with it: this runs the app's entry (data-entry), which hydrates the page, only once
 * the page has loaded and painted. A slow phone shows the page first and makes it interactive after.
 */
(function startAfterLoad() {
  var entry = document.currentScript.getAttribute('data-entry');

  function start() {
    import(entry);
  }

  // After the load event's frame has painted: requestAnimationFrame runs before that paint, setTimeout after it.
  function startAfterPaint() {
    requestAnimationFrame(function afterFrame() {
      setTimeout(start, 0);
    });
  }

  if (document.readyState === 'complete') startAfterPaint();
  else window.addEventListener('load', startAfterPaint, { once: true });
})();
