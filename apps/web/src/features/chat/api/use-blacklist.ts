import type { ChatBlacklistBody } from '@kickoff/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { chatKeys } from './chat-keys.js';

/**
 * POST /chat/blacklist: report a message and hide its writer from now on, or lift a block; the answer
 * is the member's standing with the new blocked list.
 */
export function useBlacklist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChatBlacklistBody) => call('chat.blacklist', { body }),
    onSuccess: (profile) => queryClient.setQueryData(chatKeys.profile(), profile),
  });
}
