import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { chatKeys } from './chat-keys.js';

/**
 * GET /chat/info/{id}: the live's chat properties (state, opening time, forbidden words) before the
 * socket's join answer brings them; the panel shows the state from here until then.
 */
export function useChatInfo(liveId: number) {
  return useQuery({
    queryKey: chatKeys.info(liveId),
    queryFn: ({ signal }) => call('chat.info', { params: { id: liveId }, signal }),
    staleTime: 30_000,
  });
}
