// The boot script of the pages drawn before the JavaScript (build.ts, loadScriptsAfterPaint).
// Such a page is drawn from its HTML alone, so its code is fetched only once it is on screen:
// on a slow connection the ~200 KiB of JavaScript then no longer shares the bandwidth with the
// page's own HTML, which arrives and is drawn first. The app takes over a moment later
// (take-over.ts). Plain JavaScript, not bundled: it must run before and without the bundle.
(() => {
  const { entry, preload } = document.currentScript.dataset;
  // Until the app adopts the page (app-tree.tsx), nothing in it keeps the keyboard's focus: a tap
  // cannot reach it (the shield over it, build.ts), and this keeps Tab out of it too.
  document.addEventListener(
    'focusin',
    (event) => {
      const target = event.target;
      if (target instanceof HTMLElement && target.closest('[data-prerendered]')) target.blur();
    },
    true,
  );
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    // The preloads, a few per task: the browser sets up a request for each <link> as it is added
    // (about 5 ms each at 4× CPU on a warm cache, up to 10 on a cold one, traced), and the 90 of
    // a back-office page added at once made one task of 100 ms, a dozen one of 60 ms, during which
    // a tap on the page waited. Six at most, and no more once 8 ms have gone by.
    const hrefs = preload.split(' ').filter(Boolean);
    // While they are being added the app does not start its router (after-preloads.ts): the
    // router's loader of the page's code would add a <link> for each module it does not find
    // yet, half a page's worth in one task (about 50 ms at 4× CPU, traced).
    const root = document.documentElement;
    root.dataset.preloading = '';
    let next = 0;
    const addPreloads = () => {
      // In a hidden tab no tap waits, and timers are slowed to one a second: all at once there.
      const hidden = document.visibilityState === 'hidden';
      const until = performance.now() + 8;
      // Not again a module the app's code listed already (one it imports as it starts).
      const listed = new Set(
        Array.from(document.querySelectorAll('link[rel="modulepreload"]'), (link) => link.href),
      );
      let added = 0;
      while (next < hrefs.length) {
        if (!hidden && added > 0 && (added === 6 || performance.now() > until)) break;
        const href = hrefs[next++];
        if (listed.has(new URL(href, document.baseURI).href)) continue;
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
        added++;
      }
      if (next < hrefs.length) setTimeout(step, 0);
      else done();
    };
    // The app waits for the end (after-preloads.ts): it comes whatever happens on the way.
    const done = () => {
      delete root.dataset.preloading;
      document.dispatchEvent(new Event('preloads-added'));
    };
    const step = () => {
      try {
        addPreloads();
      } catch {
        done();
      }
    };
    // The module scripts, one after the other (React's DOM renderer first, then the app): each
    // is evaluated in a task of its own, none as long as the two together.
    const entries = entry.split(' ').filter(Boolean);
    const run = (index) => {
      if (index >= entries.length) return;
      const script = document.createElement('script');
      script.type = 'module';
      script.crossOrigin = '';
      script.src = entries[index];
      script.onload = script.onerror = () => run(index + 1);
      document.head.append(script);
    };
    step();
    run(0);
  };
  // Started by the browser's own record of the first contentful paint (taken once the frame is
  // on screen). A hidden tab paints nothing, so it starts at once, or when the tab is hidden
  // before its first paint; the timer is only a safety net.
  const paints =
    typeof PerformanceObserver === 'function' ? PerformanceObserver.supportedEntryTypes : [];
  if (document.visibilityState === 'hidden' || !paints?.includes('paint')) {
    start();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (!list.getEntriesByName('first-contentful-paint').length) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') start();
  });
  setTimeout(start, 10_000);
})();
