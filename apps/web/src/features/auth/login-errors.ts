import { errorCode, errorMessage, errorParams, type Translate } from '../../core/error-message.js';

/** The sign-in messages of spec §8 by error code; any other code gets its `errors:` text. */
const LOGIN_MESSAGES: Record<string, string> = {
  LOGIN_FAILED: 'auth:login.errors.failed',
  // a malformed e-mail or an over-long password is still "check your e-mail or password"
  VALIDATION_FAILED: 'auth:login.errors.failed',
  LOGIN_LOCKED: 'auth:login.errors.locked',
  RATE_LIMITED: 'auth:login.errors.rateLimited',
  SESSION_REPLACED: 'auth:login.errors.simultaneous',
  NETWORK_ERROR: 'auth:login.errors.server',
  TIMEOUT: 'auth:login.errors.server',
  INTERNAL_ERROR: 'auth:login.errors.server',
  SERVICE_UNAVAILABLE: 'auth:login.errors.server',
};

export function loginErrorMessage(error: unknown, t: Translate): string {
  const code = errorCode(error);
  const key = LOGIN_MESSAGES[code ?? ''];
  return key ? t(key, { ...errorParams(code) }) : errorMessage(error, t);
}
