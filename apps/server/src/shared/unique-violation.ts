/**
 * The constraint named by a unique violation (SQLSTATE 23505) anywhere in an error's cause chain
 * (drizzle wraps the driver's error), '' when the driver gave no name, null for any other error.
 * Both pg and PGlite report `code` and `constraint`.
 */
export function uniqueViolation(error: unknown): string | null {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    const e = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (e.code === '23505') return typeof e.constraint === 'string' ? e.constraint : '';
    current = e.cause;
  }
  return null;
}
