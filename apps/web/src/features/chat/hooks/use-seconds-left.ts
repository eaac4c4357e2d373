import { useEffect, useState } from 'react';

/** Whole seconds until `until` (epoch ms), ticking each second; 0 once passed or without one. */
export function secondsLeft(until: number | null, now: number): number {
  return until === null ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * The seconds left until `until`, re-rendering four times a second while some are left. The clock is
 * read as the component renders: a `now` kept in state from an earlier render (the composer is
 * mounted long before a cooldown starts) made the first render of a new `until` show one second too
 * many ("31 s" for a 30 s cooldown) until the effect caught up — seen now and then in the tests.
 */
export function useSecondsLeft(until: number | null): number {
  const [, setTick] = useState(0);
  useEffect(() => {
    if (until === null) return;
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
      if (Date.now() >= until) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [until]);
  return secondsLeft(until, Date.now());
}
