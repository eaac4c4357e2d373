/** The realtime socket (spec §4/§7): the client, the React context the app shell fills, the URL. */
export { RealtimeContext, useRealtime, useRealtimeStatus } from './context.js';
export { realtimeUrl } from './realtime-url.js';
export type { RealtimeClient, SessionEnd, SocketLike } from './socket-client.js';

/**
 * The client itself, loaded when a member is known: it checks every frame with the contract's zod
 * schemas, and zod stays out of the first load of every page (issue 13) — the socket opens after the
 * first render anyway.
 */
export const loadRealtimeClient = async () => (await import('./socket-client.js')).RealtimeClient;
