import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useMemberChanged } from './use-member-changed.js';

/** PUT /change/nickname/{userId} with the check token (409 NICKNAME_CHANGE_TOO_SOON), then POST /session. */
export function useChangeNickname() {
  const memberChanged = useMemberChanged();
  return useMutation({
    mutationFn: ({ userId, ...body }: { userId: number; nickname: string; checkToken: string }) =>
      call('profile.changeNickname', { params: { userId }, body }),
    onSuccess: () => memberChanged(),
  });
}
