import { describe, expect, it, vi } from 'vitest';
import { afterFirstPaint, startApp } from './boot.js';

const runAll = (queue: Array<() => void>) => {
  for (const run of queue.splice(0)) run();
};

/** A window whose paints, load event, frames and timers the test sets off by hand. */
function fakeWindow({ paints }: { paints: boolean }) {
  let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | null = null;
  let disconnected = false;
  const listeners: Array<() => void> = [];
  const timers = new Map<number, { run: () => void; ms: number }>();
  let timerIds = 0;
  const frames: Array<() => void> = [];
  class Observer {
    static supportedEntryTypes = paints ? ['paint', 'resource'] : ['resource'];
    constructor(callback: typeof observer) {
      observer = callback;
    }
    observe() {}
    disconnect() {
      disconnected = true;
    }
  }
  const win = {
    PerformanceObserver: Observer,
    addEventListener: (type: string, listener: () => void) => type === 'load' && listeners.push(listener),
    setTimeout: (run: () => void, ms = 0) => {
      timers.set(++timerIds, { run, ms });
      return timerIds;
    },
    clearTimeout: (id: number) => timers.delete(id),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
  } as unknown as Window & typeof globalThis;
  return {
    win,
    paint: (name: string) => observer?.({ getEntriesByName: (n) => (n === name ? [{}] : []) }),
    load: () => runAll(listeners),
    /** Runs the timers due within `ms`. */
    runTimers: (ms = 0) => {
      for (const [id, timer] of [...timers]) {
        if (timer.ms > ms) continue;
        timers.delete(id);
        timer.run();
      }
    },
    pendingTimers: () => timers.size,
    runFrame: () => runAll(frames),
    disconnected: () => disconnected,
  };
}

describe('boot: the loader of a drawn page', () => {
  it('starts the app after the first contentful paint, in a task of its own, once', () => {
    const w = fakeWindow({ paints: true });
    const start = vi.fn();
    afterFirstPaint(start, w.win);
    w.paint('first-paint');
    w.runTimers();
    expect(start).not.toHaveBeenCalled();
    w.paint('first-contentful-paint');
    expect(start).not.toHaveBeenCalled();
    expect(w.disconnected()).toBe(true);
    w.runTimers();
    expect(start).toHaveBeenCalledTimes(1);
    // its 4-s fallback is gone
    expect(w.pendingTimers()).toBe(0);
  });

  it('does not start it at load, which may come before the paint; after 4 s without a paint, it does', () => {
    const w = fakeWindow({ paints: true });
    const start = vi.fn();
    afterFirstPaint(start, w.win);
    w.load();
    w.runTimers(3999);
    expect(start).not.toHaveBeenCalled();
    w.runTimers(4000);
    expect(start).toHaveBeenCalledTimes(1);
    w.paint('first-contentful-paint');
    w.runTimers(4000);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts it after the next frame where the browser reports no paints', () => {
    const w = fakeWindow({ paints: false });
    const start = vi.fn();
    afterFirstPaint(start, w.win);
    w.runTimers();
    expect(start).not.toHaveBeenCalled();
    w.runFrame();
    w.runTimers();
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('adds the entry script, then the preloads a few at a time, a task each', () => {
    // (a head that keeps what is added: a connected script would be fetched)
    const appended: Element[] = [];
    const doc = {
      createElement: (tag: string) => document.createElement(tag),
      head: { append: (el: Element) => appended.push(el) },
    } as unknown as Document;
    const tasks: Array<() => void> = [];
    const now = vi.spyOn(performance, 'now');
    let clock = 0;
    // each reading of the clock 3 ms later: a 10-ms slice adds four links
    now.mockImplementation(() => (clock += 3));
    const preloads = Array.from({ length: 10 }, (_, i) => `/assets/m${i}.js`);
    startApp({ entry: '/assets/index.js', preloads }, doc, (next) => tasks.push(next));
    const described = () =>
      appended.map((el) =>
        el instanceof HTMLLinkElement
          ? `${el.rel} ${el.getAttribute('href')} ${el.crossOrigin}`
          : `${(el as HTMLScriptElement).type} ${el.getAttribute('src')} ${(el as HTMLScriptElement).crossOrigin}`,
      );
    expect(described()).toEqual([
      'module /assets/index.js ',
      ...preloads.slice(0, 4).map((href) => `modulepreload ${href} `),
    ]);
    runAll(tasks);
    expect(appended).toHaveLength(9);
    runAll(tasks);
    expect(described().slice(1)).toEqual(preloads.map((href) => `modulepreload ${href} `));
    expect(tasks).toHaveLength(0);
    now.mockRestore();
  });
});
