import { LIMITS } from '@kickoff/contract';
import { ApiError } from './api-client.js';

/** The part of `t` used here: any `t` from `useTranslation()` or `i18n.t` fits. */
export type Translate = (
  key: string,
  options?: { defaultValue?: string } & Record<string, unknown>,
) => string;

/**
 * The numbers the messages of some codes name (`{{minutes}}`, `{{count}}` …), read from LIMITS so that a
 * message says what the rule is rather than repeating it in three languages.
 */
const ERROR_PARAMS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  LOGIN_LOCKED: { minutes: LIMITS.login.lockMinutes },
  EMAIL_CODE_DAILY_LIMIT: { count: LIMITS.emailCodesPerDay },
  PHONE_CODE_DAILY_LIMIT: { count: LIMITS.phoneCodesPerDay },
  NICKNAME_CHECK_REQUIRED: { minutes: LIMITS.nickname.duplicateCheckValidMinutes },
  NICKNAME_CHANGE_TOO_SOON: { days: LIMITS.nickname.changeAfterDays },
  FAVORITE_LIMIT_REACHED: { teams: LIMITS.favoriteTeamsMax, leagues: LIMITS.favoriteLeaguesMax },
  CHAT_TOO_MANY_MESSAGES: { count: LIMITS.chat.rateMessages, seconds: LIMITS.chat.rateWindowSeconds },
  CHAT_MESSAGE_INVALID: { max: LIMITS.chat.maxLength },
};

/** The interpolation values of the message of `code` (none for most codes). */
export function errorParams(code: string | undefined): Readonly<Record<string, number>> {
  return (code && ERROR_PARAMS[code]) || {};
}

/** The error code carried by a failed call (ApiError, or anything shaped `{ code: string }`). */
export function errorCode(error: unknown): string | undefined {
  if (error instanceof ApiError) return error.code;
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    return error.code;
  }
  return undefined;
}

/**
 * Text for the member: `errors:<code>` when the code has a message (every API code and NETWORK_ERROR,
 * TIMEOUT have one), otherwise the generic "please try again later".
 */
export function errorMessage(error: unknown, t: Translate): string {
  const code = errorCode(error);
  if (code && /^[A-Z][A-Z0-9_]*$/.test(code)) {
    const text = t(`errors:${code}`, { ...errorParams(code), defaultValue: '' });
    if (text) return text;
  }
  return t('errors:generic');
}

/** A lazily loaded chunk (JS or CSS) failed to load: usually a new release; reloading fixes it. */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(error.message)
  );
}
