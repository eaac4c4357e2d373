import { useEffect, useState } from 'react';

/**
 * The current time in epoch milliseconds, ticking every `intervalMs`: the now line and the on-air
 * highlight move on their own while the timetable stays open.
 */
export function useNow(intervalMs = 30_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
