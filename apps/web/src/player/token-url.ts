/**
 * A playback URL carries its signed token as the path segment after /media/ (the server's
 * playback-token.ts), and every playlist and segment below it inherits it through relative URIs.
 * When the player gets fresh playback data, the requests still to come are moved onto the new token.
 */
const TOKEN_PREFIX = /^(.*\/media\/)[^/]+(\/.*)$/;

/** The token of a media URL, or null when it is not one. */
export function tokenOf(url: string): string | null {
  const match = /\/media\/([^/]+)\//.exec(url);
  return match?.[1] ?? null;
}

/** `url` with its token replaced by `token` (unchanged when it is not a media URL). */
export function withToken(url: string, token: string): string {
  const match = TOKEN_PREFIX.exec(url);
  return match ? `${match[1]}${token}${match[2]}` : url;
}
