import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';

/** POST /emailCodes/verifySnsEmail: the social sign-up's e-mail check; answers the e-mail and a snsCodeId. */
export function useVerifySnsEmail() {
  return useMutation({
    mutationFn: (body: { emailCodeId: number; code: string; accessToken: string }) =>
      call('codes.verifySnsEmail', { body }),
  });
}
