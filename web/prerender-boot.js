/* global document, requestAnimationFrame */
// Starts the portal on a prerendered page (web/prerender-plugin.ts) once that page has painted:
// the HTML and its inline styles are the first paint; the scripts must not compete with them for
// the network. Inlined into each page as a classic script (no request before the paint; the CSP
// allows it by the hash listed in prerendered/pages.json); it reads the entry and the chunks to
// preload from its own attributes, and `import()` loads the entry.
// Until the app says it has started (`enotary:started`, src-renderer/main.tsx), presses of the
// page's buttons and form submits are held, then replayed on the same, now live, elements:
// nothing pressed on the painted page is lost, and no form is sent to the server meanwhile.
(function () {
  var script = document.currentScript;
  var entry = script.getAttribute('data-entry');
  var preload = (script.getAttribute('data-preload') || '').split(' ').filter(Boolean);
  var held = [];
  function hold(event) {
    var target = event.type === 'submit' ? event.target : event.target.closest && event.target.closest('button');
    if (!target) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ type: event.type, target: target });
  }
  document.addEventListener('click', hold, true);
  document.addEventListener('submit', hold, true);
  document.addEventListener(
    'enotary:started',
    function () {
      document.removeEventListener('click', hold, true);
      document.removeEventListener('submit', hold, true);
      held.forEach(function (event) {
        if (!event.target.isConnected) return;
        if (event.type === 'submit') event.target.requestSubmit();
        else event.target.click();
      });
      held = [];
    },
    { once: true },
  );

  var started = false;
  function start() {
    if (started) return;
    started = true;
    import(entry);
    // One preload a task: each costs a few milliseconds of a phone's main thread, and the two
    // dozen of a page added at once were one long task that held up the visitor's first tap.
    var next = 0;
    (function preloadNext() {
      if (next >= preload.length) return;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = preload[next];
      next += 1;
      document.head.appendChild(link);
      setTimeout(preloadNext, 0);
    })();
  }
  // A hidden tab does not paint: nothing to wait for.
  if (document.visibilityState === 'hidden' || typeof PerformanceObserver !== 'function') return start();
  // The first contentful paint is reported once it is on screen; a browser without paint timing
  // starts after its next frame, and no page waits longer than a second.
  try {
    new PerformanceObserver(function (list) {
      if (list.getEntriesByName('first-contentful-paint').length > 0) setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
  }
  setTimeout(start, 1000);
})();
