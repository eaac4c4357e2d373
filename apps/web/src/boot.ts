/**
 * The loader of a page the server drew (its own entry of the build, no imports; the server names it in
 * such a page in place of the app's scripts: apps/server/src/http/prerender.ts). The page is already
 * there to be seen: the app's ~150 KiB of code only takes it over, so it is fetched once the page has
 * painted, instead of sharing a phone's slow network with the page's stylesheets and images. What to
 * fetch is in the page's `#kickoff-boot` data block: the app's entry and the modules to preload with it.
 */

/** What the server writes in `#kickoff-boot`. */
export interface BootData {
  entry: string;
  preloads: string[];
}

/** The longest the app waits for the page's first paint to be reported. */
const PAINT_WAIT_MS = 4000;

/**
 * How long one task of adding preloads runs on. Each added element has the browser recompute the styles
 * of the drawn page (~3,000 elements on the home) at its next frame, so fewer, longer slices cost less
 * than many short ones: paired on the home, 4-ms slices blocked 350–500 ms against 215–265 ms for
 * 10-ms ones (and fetching the modules with `import()` instead, evaluated one by one, 440 ms).
 */
const SLICE_MS = 10;

/**
 * Appends the app's entry script to `document.head`, then its module preloads a few at a time, one task
 * after another: each `<link rel="modulepreload">` costs the browser ~0.5 ms of main thread here and
 * ~2 ms on a phone's CPU (4× slower), and forty of them in one task would hold the page ~80 ms (a long
 * task) just as it can be used.
 */
export function startApp(
  data: BootData,
  doc: Document = document,
  later: (next: () => void) => void = (next) => setTimeout(next, 0),
): void {
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = data.entry;
  doc.head.append(script);
  let next = 0;
  const slice = () => {
    const until = performance.now() + SLICE_MS;
    do {
      const link = doc.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = data.preloads[next++]!;
      doc.head.append(link);
    } while (next < data.preloads.length && performance.now() < until);
    if (next < data.preloads.length) later(slice);
  };
  if (data.preloads.length > 0) slice();
}

/**
 * Calls `start` once, after the page's first contentful paint (after the next frame where the browser
 * does not report paints; after PAINT_WAIT_MS at most, should a paint never be reported). Not at `load`:
 * a drawn page's load event often comes before its first paint (its stylesheets and images are in, the
 * paint is still to come), and the app's code would then compete with that paint after all. The boot
 * module runs after the document is parsed (a module script is deferred), so the drawn page and its
 * data are all there. In a tab opened in the background the page paints, and the app starts, when the
 * tab is shown (or after PAINT_WAIT_MS).
 */
export function afterFirstPaint(start: () => void, win: Window & typeof globalThis = window): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    win.clearTimeout(fallback);
    start();
  };
  const fallback = win.setTimeout(once, PAINT_WAIT_MS);
  if (win.PerformanceObserver?.supportedEntryTypes?.includes('paint')) {
    const observer = new win.PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      // a task of its own: the paint's frame is over before the fetches and their work begin
      win.setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } else {
    win.requestAnimationFrame(() => win.setTimeout(once, 0));
  }
}

const block = typeof document === 'undefined' ? null : document.getElementById('kickoff-boot');
if (block?.textContent) {
  const data = JSON.parse(block.textContent) as BootData;
  afterFirstPaint(() => startApp(data));
}
