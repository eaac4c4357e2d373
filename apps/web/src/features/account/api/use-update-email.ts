import { useMutation } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useMemberChanged } from './use-member-changed.js';

/** PUT /email/byCode: the new e-mail proven by a verified `update` code, then POST /session. */
export function useUpdateEmail() {
  const memberChanged = useMemberChanged();
  return useMutation({
    mutationFn: (emailCodeId: number) => api<null>('/email/byCode', { method: 'PUT', body: { emailCodeId } }),
    onSuccess: () => memberChanged(),
  });
}
