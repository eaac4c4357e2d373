import { useMutation } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useMemberChanged } from './use-member-changed.js';

export interface ChangePasswordInput {
  userId: number;
  /** Left out for a social-login member who has no password yet. */
  currentPassword?: string;
  password: string;
  passwordConfirm: string;
}

/** PUT /change/password/{userId}, then POST /session. */
export function useChangePassword() {
  const memberChanged = useMemberChanged();
  return useMutation({
    mutationFn: ({ userId, ...body }: ChangePasswordInput) =>
      api<null>(`/change/password/${userId}`, { method: 'PUT', body }),
    onSuccess: () => memberChanged(),
  });
}
