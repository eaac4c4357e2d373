/** The realtime socket (issue 12): the server, and the hub that carries the chat between instances. */
export { createMemoryHub, createRedisHub, type RealtimeHub } from './hub.js';
export {
  createRealtimeServer,
  type RealtimeOptions,
  type RealtimeServer,
  type RealtimeStats,
} from './server.js';
