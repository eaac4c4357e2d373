import type { EndpointData } from '@kickoff/contract';
import { useMutation } from '@tanstack/react-query';
import { call } from '../../../core/call.js';

/** The phone (masked) and the e-mails of its accounts (starred), as the server answers them. */
export type FoundAccounts = EndpointData<'codes.findEmail'>;

/** POST /phoneCodes/findEmail: after a verified `findEmail` code, the accounts on that phone (404 ACCOUNT_NOT_FOUND). */
export function useFindEmail() {
  return useMutation({
    mutationFn: (body: { phoneCodeId: number }) => call('codes.findEmail', { body }),
  });
}
