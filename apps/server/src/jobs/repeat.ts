/** A job repeating on a timer: `ran` settles after the first run, `stop` ends the schedule. */
export interface RepeatingJob {
  ran: Promise<void>;
  /** Stops the schedule and waits for a run in progress (so the database can close after). */
  stop(): Promise<void>;
}

/**
 * Runs `runOnce` now and then every `everyMs`, until stopped. Runs never overlap within an instance (a
 * tick while one is still going is skipped); a failed run is reported and the schedule goes on. The
 * timer does not keep the process alive.
 */
export function repeatJob<T>(
  runOnce: () => Promise<T>,
  report: (outcome: { value: T } | { error: unknown }) => void,
  everyMs: number,
): RepeatingJob {
  let running: Promise<void> | null = null;
  const run = () => {
    running ??= runOnce()
      .then(
        (value) => report({ value }),
        (error: unknown) => report({ error }),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const ran = run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return {
    ran,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
