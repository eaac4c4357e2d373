import { sessionKeys } from '../../../core/session-keys.js';

/**
 * Query keys of the account feature. The member's profile sits under the session keys, so anything that
 * clears the member's data (logout, a 401) clears it too.
 */
export const accountKeys = {
  profile: () => sessionKeys.profile(),
};
