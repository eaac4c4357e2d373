import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import type { Counters } from '../../shared/counters.js';
import type { EventBus } from '../../shared/event-bus.js';
import type { PassService } from '../passes/index.js';
import type { ChatFanout } from './chat.events.js';
import { createChatRate } from './chat.rate.js';
import { createChatRepo } from './chat.repo.js';
import { createChatService } from './chat.service.js';
import { createMessageStore } from './message-store.js';
import { createModerationService } from './moderation.service.js';

interface ChatLog {
  error(details: object, message: string): void;
}

/**
 * The live chat of one instance: the members' side (`chat`) and the operators' (`moderation`), on the
 * realtime hub (`fanout`) that carries every change to every instance. A pass or profile change on
 * the domain bus makes the member's standing be read again. `close` writes the messages still waiting.
 */
export function createChatServices({
  db,
  clock,
  counters,
  bus,
  passes,
  fanout,
  log,
}: {
  db: Database;
  clock: Clock;
  counters: Counters;
  bus: Pick<EventBus, 'subscribe'>;
  passes: Pick<PassService, 'scopeOf'>;
  fanout: ChatFanout;
  log: ChatLog;
}) {
  const repo = createChatRepo(db);
  const store = createMessageStore({ repo, log });
  const chat = createChatService({
    repo,
    clock,
    rate: createChatRate({ counters, clock }),
    store,
    fanout,
    passes,
  });
  const moderation = createModerationService({ db, repo, clock, store, fanout, chat });
  // a pass bought or ended changes the write role; a profile change (nickname) what the chat shows.
  // The bus reaches every instance: each forgets its own copy (the socket server tells its sockets).
  const unsubscribe = [
    bus.subscribe('pass.changed', (event) => chat.forget(event.userId)),
    bus.subscribe('member.changed', (event) => chat.forget(event.userId)),
  ];
  return {
    chat,
    moderation,
    fanout,
    async close(): Promise<void> {
      for (const stop of unsubscribe) stop();
      await store.close();
    },
  };
}
export type ChatServices = ReturnType<typeof createChatServices>;
