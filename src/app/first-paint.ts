// Resolves once the page has put its first content on screen, or after `latestMs` when it
// shows nothing (a page that waits for the very thing held back) or is not shown at all (a
// background tab). Where paints cannot be observed it resolves at once.
export function afterFirstContentfulPaint(latestMs: number): Promise<void> {
  return new Promise((resolve) => {
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes.includes('paint')) return resolve();
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length > 0) done();
    });
    const timer = setTimeout(done, latestMs);
    function done() {
      clearTimeout(timer);
      observer.disconnect();
      resolve();
    }
    observer.observe({ type: 'paint', buffered: true });
  });
}
