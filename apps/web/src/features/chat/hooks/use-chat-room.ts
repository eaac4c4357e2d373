import { CMD } from '@kickoff/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { type RealtimeClient, useRealtime } from '../../../core/realtime/index.js';
import { chatKeys } from '../api/chat-keys.js';
import { initialRoom, type RoomState, roomReducer, stateOfErrorCode } from './chat-room.js';

/** How a send ended: accepted, or refused with a chat error code (and when to try again). */
export type SendOutcome = { ok: true } | { ok: false; code: string; retryAt?: string };

/** A send not answered within this is reported as a network failure. */
export const SEND_TIMEOUT_MS = 10_000;

let refs = 0;
const nextRef = () => `r${Date.now().toString(36)}${(refs++).toString(36)}`;

/**
 * One live's room over the member's realtime socket: joins on mount (and after every reconnection,
 * the client rejoins), leaves on unmount, and folds the room's frames into its state. The member's
 * standing (cmd 115) goes into the chat profile query. `send` answers the server's verdict.
 */
export function useChatRoom(liveId: number): {
  room: RoomState;
  client: RealtimeClient | null;
  /** A join refused with an error that is not a state (CHAT_NOT_JOINED…), for the panel to show. */
  joinError: string | null;
  send: (text: string, videoAt: string | undefined) => Promise<SendOutcome>;
} {
  const client = useRealtime();
  const queryClient = useQueryClient();
  const [room, dispatch] = useReducer(roomReducer, initialRoom);
  const [joinError, setJoinError] = useState<string | null>(null);
  const pending = useRef(new Map<string, (outcome: SendOutcome) => void>());

  useEffect(() => {
    if (!client) return;
    const off = client.subscribe((frame) => {
      switch (frame.cmd) {
        case CMD.join:
          if (frame.liveId === liveId) {
            setJoinError(null);
            dispatch({ type: 'joined', info: frame.info, history: frame.history });
          }
          break;
        case CMD.message:
          if (frame.message.liveId === liveId) dispatch({ type: 'message', message: frame.message });
          break;
        case CMD.deleted:
          if (frame.liveId === liveId) dispatch({ type: 'deleted', ids: frame.messageIds });
          break;
        case CMD.state:
          if (frame.liveId === liveId) dispatch({ type: 'state', state: frame.state });
          break;
        case CMD.nickname:
          dispatch({ type: 'nickname', userId: frame.userId, nickname: frame.nickname });
          break;
        case CMD.standing:
          queryClient.setQueryData(chatKeys.profile(), frame.profile);
          break;
        case CMD.sendResult: {
          const settle = pending.current.get(frame.ref);
          if (!settle) break;
          pending.current.delete(frame.ref);
          settle(
            frame.ok
              ? { ok: true }
              : {
                  ok: false,
                  code: frame.code ?? 'CHAT_POLICY_VIOLATION',
                  ...(frame.retryAt ? { retryAt: frame.retryAt } : {}),
                },
          );
          break;
        }
        case CMD.error:
          if (frame.liveId !== undefined && frame.liveId !== liveId) break;
          {
            const state = stateOfErrorCode(frame.code);
            if (state) dispatch({ type: 'state', state });
            else setJoinError(frame.code);
          }
          break;
      }
    });
    const leave = client.join(liveId);
    return () => {
      off();
      leave();
    };
  }, [client, liveId, queryClient]);

  // sends still waiting when the room goes are dropped
  useEffect(() => {
    const waiting = pending.current;
    return () => waiting.clear();
  }, []);

  const send = useCallback(
    (text: string, videoAt: string | undefined): Promise<SendOutcome> => {
      const ref = nextRef();
      if (!client?.send({ cmd: CMD.send, liveId, ref, text, ...(videoAt ? { videoAt } : {}) })) {
        return Promise.resolve({ ok: false, code: 'NETWORK_ERROR' });
      }
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          pending.current.delete(ref);
          resolve({ ok: false, code: 'NETWORK_ERROR' });
        }, SEND_TIMEOUT_MS);
        pending.current.set(ref, (outcome) => {
          clearTimeout(timer);
          resolve(outcome);
        });
      });
    },
    [client, liveId],
  );

  return { room, client, joinError, send };
}
