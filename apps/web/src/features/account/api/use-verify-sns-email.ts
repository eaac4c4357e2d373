import { useMutation } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';

/** POST /emailCodes/verifySnsEmail: the social sign-up's e-mail check; answers the e-mail and a snsCodeId. */
export function useVerifySnsEmail() {
  return useMutation({
    mutationFn: (body: { emailCodeId: number; code: string; accessToken: string }) =>
      api<{ email: string; snsCodeId: number }>('/emailCodes/verifySnsEmail', { method: 'POST', body }),
  });
}
