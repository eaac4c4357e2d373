import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useMemberChanged } from './use-member-changed.js';

/** PUT /activate/account: a dormant member proves who they are (400 PROFILE_MISMATCH), then POST /session. */
export function useActivate() {
  const memberChanged = useMemberChanged();
  return useMutation({
    mutationFn: (body: { name: string; birthDate: string }) => call('account.activate', { body }),
    onSuccess: () => memberChanged(),
  });
}
