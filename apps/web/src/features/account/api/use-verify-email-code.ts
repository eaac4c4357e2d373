import { useMutation } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';

/** POST /emailCodes/verify: checks the 6-digit code of an e-mail code id. */
export function useVerifyEmailCode() {
  return useMutation({
    mutationFn: (body: { emailCodeId: number; code: string }) =>
      api<{ verified: true }>('/emailCodes/verify', { method: 'POST', body }),
  });
}
