import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';

/** POST /emailCodes/verify: checks the 6-digit code of an e-mail code id. */
export function useVerifyEmailCode() {
  return useMutation({
    mutationFn: (body: { emailCodeId: number; code: string }) => call('codes.verifyEmail', { body }),
  });
}
