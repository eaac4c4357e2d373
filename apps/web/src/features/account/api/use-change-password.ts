import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
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
      call('profile.changePassword', { params: { userId }, body }),
    onSuccess: () => memberChanged(),
  });
}
