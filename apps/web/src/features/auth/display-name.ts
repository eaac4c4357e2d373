import type { SessionUser } from '@kickoff/contract';

/** How the header names the member: nickname, else name, else e-mail; null when none is known. */
export function displayName(user: SessionUser | null | undefined): string | null {
  if (!user) return null;
  return user.nickname || user.name || user.email || null;
}

/** The avatar's letter: the first character (a whole code point) of the display name, upper-cased. */
export function initialOf(name: string | null): string | null {
  if (!name) return null;
  const [first] = name;
  return first ? first.toLocaleUpperCase() : null;
}
