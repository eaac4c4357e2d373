import type { Gender } from '@kickoff/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useMemberChanged } from './use-member-changed.js';

export interface ChangeProfileInput {
  userId: number;
  name: string;
  birthDate: string;
  gender: Gender;
  marketing?: boolean;
}

/** PUT /change/profile/{userId}: name, birth date, gender (and marketing consent), then POST /session. */
export function useChangeProfile() {
  const memberChanged = useMemberChanged();
  return useMutation({
    mutationFn: ({ userId, ...body }: ChangeProfileInput) =>
      call('profile.change', { params: { userId }, body }),
    onSuccess: () => memberChanged(),
  });
}
