/** The realtime socket (spec §4/§7): the client, the React context the app shell fills, the URL. */
export { RealtimeContext, useRealtime, useRealtimeStatus } from './context.js';
export { realtimeUrl } from './realtime-url.js';
export { RealtimeClient, type SessionEnd, type SocketLike } from './socket-client.js';
