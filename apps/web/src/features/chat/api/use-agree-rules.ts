import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { chatKeys } from './chat-keys.js';

/** PUT /user/profile/chat {agree:true}: the rules-agreement dialog; the answer is the new standing. */
export function useAgreeRules() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => call('chat.agreeRules', { body: { agree: true } }),
    onSuccess: (profile) => queryClient.setQueryData(chatKeys.profile(), profile),
  });
}
