import { LIMITS } from './limits.js';

/** C0 and C1 controls, DEL, and the line/paragraph separators some parsers treat as newlines. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
const ORIGIN = 'https://kickoff.invalid';

function isSameOriginPath(value: string): boolean {
  if (!value.startsWith('/') || value.startsWith('//')) return false;
  if (value.includes('\\') || CONTROL.test(value)) return false;
  try {
    // the URL parser must agree: same origin, and the path is what we were given
    const parsed = new URL(value, ORIGIN);
    return parsed.origin === ORIGIN && parsed.pathname.startsWith('/') && !parsed.pathname.startsWith('//');
  } catch {
    return false;
  }
}

/** Paths a login must never land on (logging in to be logged out again, or back to the login). */
const NOT_A_TARGET = ['/logout', '/intro', '/stv/logout'];

/**
 * A return target made safe against open redirects, on both sides (the `url=` of /intro in the web, the
 * `returnTo` a social login carries through the provider on the server): only a same-origin relative
 * path — one leading `/`, not `//`, no backslash, no control characters, no scheme — also after decoding
 * once (`/%2F%2Fevil.example` is refused), at most LIMITS.returnPathMax characters, and not a page that
 * undoes the login. Anything else answers null.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== 'string' || value === '' || value.length > LIMITS.returnPathMax) return null;
  if (!isSameOriginPath(value)) return null;
  let decoded: string;
  try {
    decoded = decodeURIComponent(value);
  } catch {
    return null;
  }
  if (!isSameOriginPath(decoded)) return null;
  if (NOT_A_TARGET.includes(new URL(value, ORIGIN).pathname)) return null;
  return value;
}
