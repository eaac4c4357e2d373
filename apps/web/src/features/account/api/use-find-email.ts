import { useMutation } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';

export interface FoundAccounts {
  /** Masked by the server. */
  phone: string;
  /** E-mails starred by the server. */
  accounts: { email: string; createdAt: string; sns: boolean }[];
}

/** POST /phoneCodes/findEmail: after a verified `findEmail` code, the accounts on that phone (404 ACCOUNT_NOT_FOUND). */
export function useFindEmail() {
  return useMutation({
    mutationFn: (body: { phoneCodeId: number }) =>
      api<FoundAccounts>('/phoneCodes/findEmail', { method: 'POST', body }),
  });
}
