import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useMemberChanged } from './use-member-changed.js';

/** PUT /email/byCode: the new e-mail proven by a verified `update` code, then POST /session. */
export function useUpdateEmail() {
  const memberChanged = useMemberChanged();
  return useMutation({
    mutationFn: (emailCodeId: number) => call('profile.changeEmail', { body: { emailCodeId } }),
    onSuccess: () => memberChanged(),
  });
}
