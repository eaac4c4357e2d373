import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useMemberChanged } from './use-member-changed.js';

/** PUT /phone/byCode: the new phone proven by a verified `update` SMS code, then POST /session. */
export function useUpdatePhone() {
  const memberChanged = useMemberChanged();
  return useMutation({
    mutationFn: (phoneCodeId: number) => call('profile.changePhone', { body: { phoneCodeId } }),
    onSuccess: () => memberChanged(),
  });
}
