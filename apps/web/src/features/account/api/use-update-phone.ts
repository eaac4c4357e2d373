import { useMutation } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useMemberChanged } from './use-member-changed.js';

/** PUT /phone/byCode: the new phone proven by a verified `update` SMS code, then POST /session. */
export function useUpdatePhone() {
  const memberChanged = useMemberChanged();
  return useMutation({
    mutationFn: (phoneCodeId: number) => api<null>('/phone/byCode', { method: 'PUT', body: { phoneCodeId } }),
    onSuccess: () => memberChanged(),
  });
}
