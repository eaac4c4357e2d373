import { formatTime } from '@kickoff/contract';
import { act, render, renderHook, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawnNow, pinDrawnAt, takeOverDrawnAt, useNow } from './render-clock.js';

const DRAWN = Date.parse('2026-11-24T12:00:00+09:00');
const DEVICE = Date.parse('2026-11-24T12:02:00+09:00');

function NowLine() {
  return <time data-testid="now">{formatTime(useNow())}</time>;
}

describe('the render clock', () => {
  afterEach(() => {
    pinDrawnAt(null);
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('reads, outside a component, the instant the server draws at while it draws, the clock otherwise', () => {
    vi.useFakeTimers({ now: DEVICE });
    expect(drawnNow().getTime()).toBe(DEVICE);
    pinDrawnAt(DRAWN);
    expect(drawnNow().getTime()).toBe(DRAWN);
    pinDrawnAt(null);
    expect(drawnNow().getTime()).toBe(DEVICE);
  });

  it('draws a page on the server at the pinned instant, and takes it over as drawn with the device two minutes ahead', async () => {
    vi.useFakeTimers({ now: DRAWN + 40_000, toFake: ['Date'] });
    pinDrawnAt(DRAWN);
    const html = renderToString(<NowLine />);
    pinDrawnAt(null);
    expect(html).toContain('12:00');

    vi.setSystemTime(DEVICE);
    takeOverDrawnAt(DRAWN);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const drawnNode = container.firstChild;
    const errors = vi.spyOn(console, 'error');
    await act(async () => {
      render(<NowLine />, { container, hydrate: true });
    });
    // no mismatch: the node the server drew is the one shown, now with the device's time
    expect(errors).not.toHaveBeenCalled();
    expect(container.firstChild).toBe(drawnNode);
    expect(screen.getByTestId('now').textContent).toBe('12:02');
  });

  it('reads the device’s clock in every render that takes nothing over', () => {
    vi.useFakeTimers({ now: DEVICE });
    takeOverDrawnAt(DRAWN);
    const { result, rerender } = renderHook(() => useNow());
    expect(result.current).toBe(DEVICE);
    vi.setSystemTime(DEVICE + 5_000);
    rerender();
    expect(result.current).toBe(DEVICE + 5_000);
  });

  it('draws again every tick when asked, and not otherwise', () => {
    vi.useFakeTimers({ now: DEVICE });
    let renders = 0;
    const ticking = renderHook(() => {
      renders += 1;
      return useNow(30_000);
    });
    const still = renderHook(() => useNow());
    const before = renders;
    act(() => vi.advanceTimersByTime(30_000));
    act(() => vi.advanceTimersByTime(30_000));
    expect(renders - before).toBe(2);
    expect(ticking.result.current).toBe(DEVICE + 60_000);
    expect(still.result.current).toBe(DEVICE);
    ticking.unmount();
    act(() => vi.advanceTimersByTime(60_000));
    expect(renders - before).toBe(2);
  });
});
