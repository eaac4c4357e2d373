import type { Profile } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { accountKeys } from './account-keys.js';

/** GET /user/profile: the member's own record, unmasked (only while logged in). */
export function useProfile(enabled = true) {
  return useQuery({
    queryKey: accountKeys.profile(),
    queryFn: ({ signal }) => api<Profile>('/user/profile', { signal }),
    enabled,
  });
}
