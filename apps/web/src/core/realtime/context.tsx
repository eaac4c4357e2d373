import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RealtimeClient, RealtimeStatus } from './socket-client.js';

/** The member's realtime socket while logged in (the app shell provides it), null otherwise. */
export const RealtimeContext = createContext<RealtimeClient | null>(null);

export function useRealtime(): RealtimeClient | null {
  return useContext(RealtimeContext);
}

const noSubscribe = () => () => {};

/** The socket's status, followed (`idle` without a socket). */
export function useRealtimeStatus(client: RealtimeClient | null): RealtimeStatus {
  return useSyncExternalStore(
    client ? (listener) => client.subscribeStatus(listener) : noSubscribe,
    () => client?.status ?? 'idle',
    () => client?.status ?? 'idle',
  );
}
