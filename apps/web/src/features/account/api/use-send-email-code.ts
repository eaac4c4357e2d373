import type { EmailCodePurpose } from '@kickoff/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';

export interface SendEmailCodeInput {
  email: string;
  purpose: EmailCodePurpose;
}

/**
 * POST /emailCodes: sends a 6-digit code (valid 10 minutes) and answers its id. For a new address
 * (signup, sns, update) the server makes the duplicate check itself and answers 409 EMAIL_IN_USE, so the
 * separate POST /email is not called first.
 */
export function useSendEmailCode() {
  return useMutation({
    mutationFn: (body: SendEmailCodeInput) => call('codes.sendEmail', { body }),
  });
}
