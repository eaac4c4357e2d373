import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { accountKeys } from './account-keys.js';

/** GET /user/profile: the member's own record, unmasked (only while logged in). */
export function useProfile(enabled = true) {
  return useQuery({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => call('profile.get', { signal }),
    enabled,
  });
}
