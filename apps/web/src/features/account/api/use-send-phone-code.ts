import type { PHONE_CODE_PURPOSES } from '@kickoff/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';

export type PhoneCodePurpose = (typeof PHONE_CODE_PURPOSES)[number];

/** POST /phoneCodes: sends an SMS code (at most 5 a day per phone) and answers its id. */
export function useSendPhoneCode() {
  return useMutation({
    mutationFn: (body: { phone: string; purpose: PhoneCodePurpose }) => call('codes.sendPhone', { body }),
  });
}
