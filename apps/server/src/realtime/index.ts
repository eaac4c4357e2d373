/**
 * The realtime socket (issue 12): `createRealtimeServer(core, { host, port })` → `{ port, ready, close,
 * stats }`. The hub that carries the chat between instances (hub.ts) is built by the core.
 */
export { createRealtimeServer, type RealtimeOptions, type RealtimeServer } from './server.js';
