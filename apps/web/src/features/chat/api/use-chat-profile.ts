import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { chatKeys } from './chat-keys.js';

/**
 * GET /user/profile/chat: the member's chat standing (rules agreed, nickname, write role, mute, ban,
 * blocked members). The socket's cmd 115 replaces it when an operator changes it.
 */
export function useChatProfile() {
  return useQuery({
    queryKey: chatKeys.profile(),
    queryFn: ({ signal }) => call('chat.profile', { signal }),
    staleTime: 60_000,
  });
}
