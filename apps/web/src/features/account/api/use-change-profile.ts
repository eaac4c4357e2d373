import type { Gender } from '@kickoff/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
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
      api<null>(`/change/profile/${userId}`, { method: 'PUT', body }),
    onSuccess: () => memberChanged(),
  });
}
