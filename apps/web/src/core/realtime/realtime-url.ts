/** The realtime socket's port when the page does not say (spec §9, ARCHITECTURE.md). */
const DEFAULT_REALTIME_PORT = 3030;

/**
 * Where the realtime socket is: the server names it in `<meta name="kickoff-realtime" content="ws://…">`
 * of index.html; without it (the Vite dev server) it is this host on port 3030, `wss:` under https.
 */
export function realtimeUrl(doc: Document = document, location: Location = window.location): string {
  const named = doc.querySelector<HTMLMetaElement>('meta[name="kickoff-realtime"]')?.content?.trim();
  if (named) return named;
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.hostname}:${DEFAULT_REALTIME_PORT}/`;
}
