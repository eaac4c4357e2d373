import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { secondsLeft, useSecondsLeft } from './use-seconds-left.js';

describe('useSecondsLeft', () => {
  afterEach(() => vi.useRealTimers());

  it('counts from the clock of the render that gets a new end, not from the first render', () => {
    vi.useFakeTimers({ now: Date.parse('2026-05-01T10:00:00.000Z') });
    const rendered: number[] = [];
    const { result, rerender } = renderHook(
      ({ until }) => {
        const left = useSecondsLeft(until);
        rendered.push(left);
        return left;
      },
      { initialProps: { until: null as number | null } },
    );
    expect(result.current).toBe(0);
    // mounted a while before the cooldown starts (the composer is there from the room's join)
    vi.setSystemTime(Date.now() + 5_000);
    rendered.length = 0;
    rerender({ until: Date.now() + 30_000 });
    // every render shows 30, the first one too (a stale clock showed 35 for a frame)
    expect(rendered.length).toBeGreaterThan(0);
    expect(new Set(rendered)).toEqual(new Set([30]));
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(29);
    act(() => vi.advanceTimersByTime(29_000));
    expect(result.current).toBe(0);
  });

  it('secondsLeft rounds up and stops at 0', () => {
    expect(secondsLeft(10_500, 10_000)).toBe(1);
    expect(secondsLeft(9_000, 10_000)).toBe(0);
    expect(secondsLeft(null, 10_000)).toBe(0);
  });
});
