// The welcome page's one classic script (build/prerendered-welcome.ts writes `appScripts` in,
// and puts it in the head of /welcome.html, the page the server sends for `/`), run before the
// first paint: <html lang dir> in the language this browser chose (the `locale` of
// src/app/locale.ts), which drawing of the welcome page shows (none for a customer this device
// remembers, the `lastSession` of src/app/last-session.ts, whom `/` sends on to their
// dashboard), and the app's code: asked for once the drawing's paint is recorded, or at once when none is.
declare const appScripts: { entry: string; preloads: string[] };

(() => {
  const root = document.documentElement;
  let locale = 'en';
  let remembered = false;
  try {
    locale = localStorage.getItem('locale') === 'ar' ? 'ar' : 'en';
    remembered = localStorage.getItem('lastSession') !== null;
  } catch {
    // Without storage: English, as src/app/locale.ts decides.
  }
  root.lang = locale;
  root.dir = locale === 'ar' ? 'rtl' : 'ltr';
  if (!remembered) root.dataset.prerendered = locale;

  let started = false;
  let painted: PerformanceObserver | undefined;
  const startApp = () => {
    if (started) return;
    started = true;
    painted?.disconnect();
    for (const href of appScripts.preloads) {
      const preload = Object.assign(document.createElement('link'), { rel: 'modulepreload', href, crossOrigin: '' });
      document.head.append(preload);
    }
    document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: appScripts.entry, crossOrigin: '' }));
  };
  if (remembered) return startApp();
  // Once the browser has recorded the drawing's largest text as painted: code asked for with the
  // page would share a slow network with it and run before it is painted, and a lab phone
  // (Lighthouse) charges that paint with every request started before the moment it records,
  // which comes a little after the frame itself. Where that record does not exist, after the
  // frame. A tab opened in the background paints nothing until seen; its code is asked for anyway.
  if (typeof PerformanceObserver !== 'undefined' && PerformanceObserver.supportedEntryTypes.includes('largest-contentful-paint')) {
    painted = new PerformanceObserver(startApp);
    painted.observe({ type: 'largest-contentful-paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(startApp));
  }
  setTimeout(startApp, 1_000);
})();
