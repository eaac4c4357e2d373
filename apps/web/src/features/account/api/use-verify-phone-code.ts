import { useMutation } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';

/** POST /phoneCodes/verify: checks the 6-digit SMS code of a phone code id. */
export function useVerifyPhoneCode() {
  return useMutation({
    mutationFn: (body: { phoneCodeId: number; code: string }) =>
      api<{ verified: true }>('/phoneCodes/verify', { method: 'POST', body }),
  });
}
