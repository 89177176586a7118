// Starts the app on a page the server prerendered (scripts/prerender-web.mjs: a signed-out visitor on a landing
// page). The markup is already in #root and paints with the stylesheet alone, so the app's code (~300 KB) is fetched
// once that first paint has happened: fetched before it, it shared a phone's link with the stylesheet and held the
// paint back (issue 17: Lighthouse mobile counted 2.8 s to the first paint with it, under 1 s without).
// The prerender puts this script where index.html had the app's module script:
//   <script defer src="/boot.js" data-entry="/assets/index-….js" data-preload="/assets/a.js /assets/b.js"></script>
// Plain script (no module, no build step): it must run in every browser the shop supports, before any bundle.
(function () {
  var script = document.currentScript;
  var entry = script && script.getAttribute('data-entry');
  var preload = ((script && script.getAttribute('data-preload')) || '').split(' ');
  var started = false;

  var append = function (element) {
    element.crossOrigin = ''; // as Vite's own tags, so the preloaded responses are reused
    document.head.appendChild(element);
  };

  var start = function () {
    if (started || !entry) return;
    started = true;
    for (var i = 0; i < preload.length; i += 1) {
      if (preload[i].indexOf('/assets/') !== 0) continue;
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = preload[i];
      append(link);
    }
    var app = document.createElement('script');
    app.type = 'module';
    app.src = entry;
    append(app);
  };

  // Until the app is live the page is HTML only: its links work, but a button, chip or checkbox pressed now would do
  // nothing, and text typed into a field would be put back to the form's value as the app takes the page over. Any
  // touch, key or focus starts the app at once; the last press is held and made again, and what was typed is typed
  // again (as an input event, which the app's fields listen to), when the app says it is live (main.tsx sends
  // 'fusion:hydrated' once the page is hydrated).
  var live = false;
  var held = null;
  var typed = [];
  var CONTROLS = 'button, [role="button"], [role="combobox"], input[type="checkbox"], input[type="radio"], label, summary';
  var TEXT = /^(text|search|email|tel|url|number|password)$/;
  var keepTyped = function (event) {
    var field = event.target;
    if (live || !field || !(field.tagName === 'TEXTAREA' || (field.tagName === 'INPUT' && TEXT.test(field.type)))) return;
    typed = typed.filter(function (t) { return t.field !== field; });
    typed.push({ field: field, value: field.value });
  };
  // Hydration may leave the typed text on screen while the form's state is still empty. React only reports an input
  // whose value differs from the one it last saw, and it saw the typed text when it took the field over: so the field
  // is first set through React's own setter to empty (what it sees), then to the text past it, then the input is sent.
  var typeAgain = function (t) {
    if (!t.field.isConnected) return;
    var proto = t.field.tagName === 'TEXTAREA' ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    t.field.value = '';
    Object.getOwnPropertyDescriptor(proto, 'value').set.call(t.field, t.value);
    t.field.dispatchEvent(new Event('input', { bubbles: true }));
  };
  document.addEventListener('input', keepTyped, true);
  var hold = function (event) {
    if (live) return;
    var control = event.target && event.target.closest ? event.target.closest(CONTROLS) : null;
    if (!control || control.closest('a[href]')) return; // a link works without the app
    event.preventDefault();
    event.stopPropagation();
    held = control;
    start();
  };
  document.addEventListener('click', hold, true);
  ['pointerdown', 'touchstart', 'keydown', 'focusin'].forEach(function (type) {
    document.addEventListener(type, start, { capture: true, once: true, passive: true });
  });
  window.addEventListener('fusion:hydrated', function () {
    // after the frame that follows: the fields write the form's own values back as their effects run. Until then a
    // press or typing is still held and kept: a press that reached the app before the text typed earlier was typed
    // again sent the form empty (the newsletter box, in CI).
    requestAnimationFrame(function () {
      setTimeout(function () {
        live = true;
        document.removeEventListener('click', hold, true);
        document.removeEventListener('input', keepTyped, true);
        var again = typed;
        var press = held;
        typed = [];
        held = null;
        again.forEach(typeAgain);
        if (press && press.isConnected) press.click();
      }, 0);
    });
  });

  var paintTimingKnown =
    typeof PerformanceObserver === 'function' &&
    PerformanceObserver.supportedEntryTypes &&
    PerformanceObserver.supportedEntryTypes.indexOf('paint') >= 0;
  if (!paintTimingKnown) {
    requestAnimationFrame(function () {
      setTimeout(start, 0);
    });
    return;
  }
  var observer = new PerformanceObserver(function (list) {
    var entries = list.getEntries();
    for (var i = 0; i < entries.length; i += 1) {
      if (entries[i].name !== 'first-contentful-paint') continue;
      observer.disconnect();
      start();
    }
  });
  observer.observe({ type: 'paint', buffered: true });
  // a browser that never reports the paint (or a tab that stays hidden) still starts the app
  setTimeout(start, 3000);
})();
