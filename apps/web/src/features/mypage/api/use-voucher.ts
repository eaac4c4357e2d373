import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { mypageKeys } from './mypage-keys.js';

/** GET /user/sub/scope: the pass the member holds (spec §3 Voucher), with its period and payment. */
export function useVoucher() {
  return useQuery({
    queryKey: mypageKeys.voucher(),
    queryFn: ({ signal }) => call('passes.voucher', { signal }),
  });
}
