/* global document, window, requestAnimationFrame */
/*
 * The one script every pre-rendered page names (a classic, deferred script; frontend/vite/prerenderPages.ts
 * writes its tag). The page is whole as HTML, so its JavaScript need not compete with it: only once the page has
 * loaded and painted does this fetch the page's modules, all at once (data-modules: the entry's imports and the
 * page module's, so no import waits for another), and run the entry (data-entry), which hydrates the page.
 * A slow phone shows the page first and makes it interactive after, instead of the other way round.
 */
(function startAfterLoad() {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var modules = (script.getAttribute('data-modules') || '').split(' ').filter(Boolean);

  function start() {
    var links = document.createDocumentFragment();
    modules.forEach(function preload(href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      links.appendChild(link);
    });
    document.head.appendChild(links);
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
