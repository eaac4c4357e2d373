import type { Socket } from 'node:net';
import type { WebSocket } from 'ws';

/** One socket of this instance and what it is known by. */
export interface Connection {
  ws: WebSocket;
  /** The TCP socket under `ws`, where pre-made frames are written (frames.ts); null: through ws.send. */
  raw: Socket | null;
  userId: number;
  /** The session's id as the session table keeps it (the hash of the cookie's token). */
  sessionId: string;
  kind: 'web' | 'tv';
  /** Said hello (cmd 100) with its userId. */
  hello: boolean;
  /** The rooms (live ids) it has joined. */
  rooms: Set<number>;
  /** Rooms being joined: what is broadcast to them meanwhile waits here, sent after the history. */
  joining: Map<number, Buffer[]>;
  /** Frames that were not `{ cmd }` objects, in a row. */
  garbage: number;
  /** Answered the last ping. */
  alive: boolean;
  helloTimer: NodeJS.Timeout | null;
}

const addTo = <K>(map: Map<K, Set<Connection>>, key: K, c: Connection) => {
  let set = map.get(key);
  if (!set) {
    set = new Set();
    map.set(key, set);
  }
  set.add(c);
};
const removeFrom = <K>(map: Map<K, Set<Connection>>, key: K, c: Connection) => {
  const set = map.get(key);
  if (!set) return;
  set.delete(c);
  if (set.size === 0) map.delete(key);
};

/** This instance's sockets, by member, by session and by room. */
export function createConnections() {
  const all = new Set<Connection>();
  const byUser = new Map<number, Set<Connection>>();
  const bySession = new Map<string, Set<Connection>>();
  const byRoom = new Map<number, Set<Connection>>();
  return {
    all,
    add(c: Connection) {
      all.add(c);
      addTo(byUser, c.userId, c);
      addTo(bySession, c.sessionId, c);
    },
    /** Forgets the socket everywhere; answers the rooms it was in. */
    remove(c: Connection): number[] {
      all.delete(c);
      removeFrom(byUser, c.userId, c);
      removeFrom(bySession, c.sessionId, c);
      const rooms = [...c.rooms];
      for (const liveId of rooms) removeFrom(byRoom, liveId, c);
      c.rooms.clear();
      return rooms;
    },
    join(c: Connection, liveId: number) {
      c.rooms.add(liveId);
      addTo(byRoom, liveId, c);
    },
    leave(c: Connection, liveId: number) {
      c.rooms.delete(liveId);
      c.joining.delete(liveId);
      removeFrom(byRoom, liveId, c);
    },
    ofUser: (userId: number) => byUser.get(userId) ?? new Set<Connection>(),
    ofSession: (sessionId: string) => bySession.get(sessionId) ?? new Set<Connection>(),
    inRoom: (liveId: number) => byRoom.get(liveId) ?? new Set<Connection>(),
    roomCount: () => byRoom.size,
  };
}
