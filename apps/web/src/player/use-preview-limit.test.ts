import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { HlsHost } from './use-hls-policy.js';
import { usePreviewLimit } from './use-preview-limit.js';

/** A video element as far as the hook reaches it: its events and pause(). */
function fakeVideo() {
  const el = new EventTarget() as EventTarget & { pause: () => void };
  el.pause = vi.fn();
  return el;
}

function setup(seconds: number | null) {
  const el = fakeVideo();
  const host = { current: el as unknown as HlsHost };
  const onEnd = vi.fn();
  const view = renderHook(({ left }) => usePreviewLimit(host, { seconds: left, onEnd }), {
    initialProps: { left: seconds },
  });
  return { el, onEnd, rerender: (left: number | null) => view.rerender({ left }) };
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-11-23T03:00:00Z') });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('usePreviewLimit', () => {
  it('ends the preview when the seconds the server left are up, pausing the video', () => {
    const { el, onEnd } = setup(120);
    vi.advanceTimersByTime(119_000);
    expect(onEnd).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
    expect(el.pause).toHaveBeenCalled();
  });

  it('counts wall-clock time, as the server does: a paused video does not stop it', () => {
    const { el, onEnd } = setup(60);
    el.dispatchEvent(new Event('pause'));
    vi.advanceTimersByTime(60_000);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('a fresh answer brings the end nearer, never later', () => {
    const { onEnd, rerender } = setup(180);
    vi.advanceTimersByTime(10_000);
    // the refresh's answer, a little generous: the end stays at 180 s
    rerender(175);
    vi.advanceTimersByTime(170_000);
    expect(onEnd).toHaveBeenCalledTimes(1);

    // an answer with less left than counted here (another device began it earlier): sooner
    const other = setup(180);
    vi.advanceTimersByTime(10_000);
    other.rerender(30);
    vi.advanceTimersByTime(30_000);
    expect(other.onEnd).toHaveBeenCalledTimes(1);
  });

  it('checks on the video events when a timer fires late', () => {
    const { el, onEnd } = setup(60);
    // the clock jumps (a sleeping laptop) without the timer having run
    vi.setSystemTime(new Date('2026-11-23T03:01:30Z'));
    el.dispatchEvent(new Event('timeupdate'));
    expect(onEnd).toHaveBeenCalledTimes(1);
    vi.runAllTimers();
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('does nothing for content that plays in full', () => {
    const { onEnd } = setup(null);
    vi.advanceTimersByTime(24 * 3600_000);
    expect(onEnd).not.toHaveBeenCalled();
  });
});
