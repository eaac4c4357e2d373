import { CHAT_HISTORY_SIZE, type ChatMessage } from '@kickoff/contract';
import type { ChatMessageRow, ChatRepo } from './chat.repo.js';

interface StoreLog {
  error(details: object, message: string): void;
}

/**
 * How long an accepted message waits to be written with others, and the most written at once. A
 * second: one INSERT a second per instance rather than one per message (PGlite spends about a
 * millisecond of CPU on each; at 50 ms the chat bench's fan-out to 1,000 clients lost a tenth of its
 * deliveries per CPU-second to it). Messages are delivered at once; only their audit copy waits, and a
 * kill -9 can lose at most this last second of it.
 */
const FLUSH_AFTER_MS = 1000;
const BATCH_MAX = 500;
/** How long a message of a room not kept here is remembered: its instance may not have written it yet. */
const UNWRITTEN_FOR_MS = 3 * FLUSH_AFTER_MS;

/**
 * The rooms' recent messages and their writing. Each instance keeps the last CHAT_HISTORY_SIZE
 * messages of every room it serves (read from the database when the room is first joined, then kept
 * up to date from the hub), so a late joiner is served from memory. Accepted messages are written in
 * batches (one INSERT a second, not one per message); `close` writes what is left, so a clean
 * shutdown loses nothing.
 */
export function createMessageStore({
  repo,
  log,
}: {
  repo: Pick<ChatRepo, 'history' | 'insertMessages'>;
  log: StoreLog;
}) {
  const rooms = new Map<number, ChatMessage[]>();
  const loading = new Map<number, Promise<ChatMessage[]>>();
  /** Messages that arrive while a room's history is being read: added to what the read finds. */
  const arriving = new Map<number, ChatMessage[]>();
  /**
   * The last messages of rooms not kept here (another instance's members): another instance may still
   * hold them unwritten when this one first reads the room from the database.
   */
  const unwritten = new Map<number, { message: ChatMessage; seenAt: number }[]>();
  let pending: ChatMessageRow[] = [];
  let timer: NodeJS.Timeout | null = null;
  let writing: Promise<void> = Promise.resolve();

  const write = (rows: ChatMessageRow[]) => {
    writing = writing.then(async () => {
      for (let i = 0; i < rows.length; i += BATCH_MAX) {
        const batch = rows.slice(i, i + BATCH_MAX);
        try {
          await repo.insertMessages(batch);
        } catch (error) {
          // one retry, then the batch is reported (the messages were delivered; only the audit copy is lost)
          try {
            await repo.insertMessages(batch);
          } catch {
            log.error({ err: error, messages: batch.length }, 'chat messages could not be stored');
          }
        }
      }
    });
    return writing;
  };

  const recentUnwritten = (liveId: number): ChatMessage[] => {
    const since = Date.now() - UNWRITTEN_FOR_MS;
    return (unwritten.get(liveId) ?? []).filter((m) => m.seenAt >= since).map((m) => m.message);
  };

  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const rows = pending;
    pending = [];
    return rows.length > 0 ? write(rows) : writing;
  };

  return {
    /** The room's last messages, oldest first: from memory, or from the database the first time. */
    async history(liveId: number): Promise<ChatMessage[]> {
      const kept = rooms.get(liveId);
      if (kept) return kept.slice();
      let load = loading.get(liveId);
      if (!load) {
        arriving.set(liveId, []);
        // what is still waiting to be written belongs to the history too
        load = flush()
          .then(() => repo.history(liveId, CHAT_HISTORY_SIZE))
          .then((loaded) => {
            const ids = new Set(loaded.map((m) => m.id));
            const later = [...recentUnwritten(liveId), ...(arriving.get(liveId) ?? [])].filter(
              (m) => !ids.has(m.id) && ids.add(m.id),
            );
            // ids sort in acceptance order
            const merged = [...loaded, ...later].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
            unwritten.delete(liveId);
            rooms.set(liveId, merged.slice(-CHAT_HISTORY_SIZE));
            return merged;
          })
          .finally(() => {
            loading.delete(liveId);
            arriving.delete(liveId);
          });
        loading.set(liveId, load);
      }
      await load;
      return rooms.get(liveId)?.slice() ?? [];
    },

    /** A message accepted here: queued for writing (with its audit fields). */
    enqueue(row: ChatMessageRow): void {
      pending.push(row);
      if (pending.length >= BATCH_MAX) void flush();
      else if (!timer) timer = setTimeout(() => void flush(), FLUSH_AFTER_MS);
    },

    /** A message of any instance, as the hub delivers it: added to the room's history if kept here. */
    remember(message: ChatMessage): void {
      const kept = rooms.get(message.liveId);
      if (!kept) {
        arriving.get(message.liveId)?.push(message);
        const since = Date.now() - UNWRITTEN_FOR_MS;
        const recent = (unwritten.get(message.liveId) ?? []).filter((m) => m.seenAt >= since);
        recent.push({ message, seenAt: Date.now() });
        unwritten.set(message.liveId, recent.slice(-CHAT_HISTORY_SIZE));
        return;
      }
      kept.push(message);
      if (kept.length > CHAT_HISTORY_SIZE) kept.splice(0, kept.length - CHAT_HISTORY_SIZE);
    },

    /** Whether the message is among the room's recent ones here. */
    recent(liveId: number, messageId: string): ChatMessage | undefined {
      return rooms.get(liveId)?.find((m) => m.id === messageId);
    },

    /** Messages deleted by an operator: out of the history, and out of a batch not yet written. */
    forget(liveId: number, messageIds: string[], deletedBy: number | null, at: Date): void {
      const ids = new Set(messageIds);
      const kept = rooms.get(liveId);
      if (kept)
        rooms.set(
          liveId,
          kept.filter((m) => !ids.has(m.id)),
        );
      const elsewhere = unwritten.get(liveId);
      if (elsewhere)
        unwritten.set(
          liveId,
          elsewhere.filter((m) => !ids.has(m.message.id)),
        );
      const early = arriving.get(liveId);
      if (early)
        arriving.set(
          liveId,
          early.filter((m) => !ids.has(m.id)),
        );
      for (const row of pending) {
        if (ids.has(row.id)) Object.assign(row, { deletedAt: at, deletedBy });
      }
    },

    /** A member's nickname replaced: their kept messages show the new one. */
    rename(userId: number, nickname: string): void {
      for (const kept of rooms.values()) {
        for (const m of kept) if (m.userId === userId) m.nickname = nickname;
      }
      for (const recent of unwritten.values()) {
        for (const { message } of recent) if (message.userId === userId) message.nickname = nickname;
      }
    },

    /** Writes every message accepted so far (the moderation calls do before they look a message up). */
    flush,

    async close(): Promise<void> {
      await flush();
    },
  };
}
export type MessageStore = ReturnType<typeof createMessageStore>;
