import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';

/** POST /phoneCodes/verify: checks the 6-digit SMS code of a phone code id. */
export function useVerifyPhoneCode() {
  return useMutation({
    mutationFn: (body: { phoneCodeId: number; code: string }) => call('codes.verifyPhone', { body }),
  });
}
