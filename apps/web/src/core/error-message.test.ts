import { LIMITS, LOCALES } from '@kickoff/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../i18n/index.js';
import { ApiError } from './api-client.js';
import { errorCode, errorMessage, isChunkLoadError } from './error-message.js';

const t = i18n.t.bind(i18n);

afterEach(async () => {
  await i18n.changeLanguage('ja');
});

describe('errorMessage', () => {
  it('maps an ApiError code to its message in the current language', async () => {
    const error = new ApiError(404, 'NOTICE_NOT_FOUND', 'Notice not found');
    expect(errorMessage(error, t)).toBe(i18n.getResource('ja', 'errors', 'NOTICE_NOT_FOUND'));
    await i18n.changeLanguage('en');
    expect(errorMessage(error, t)).toBe('This notice could not be found. It may have been removed.');
  });

  it.each([
    ['LOGIN_LOCKED', LIMITS.login.lockMinutes],
    ['EMAIL_CODE_DAILY_LIMIT', LIMITS.emailCodesPerDay],
    ['PHONE_CODE_DAILY_LIMIT', LIMITS.phoneCodesPerDay],
    ['NICKNAME_CHECK_REQUIRED', LIMITS.nickname.duplicateCheckValidMinutes],
    ['NICKNAME_CHANGE_TOO_SOON', LIMITS.nickname.changeAfterDays],
    ['FAVORITE_LIMIT_REACHED', LIMITS.favoriteTeamsMax],
    ['FAVORITE_LIMIT_REACHED', LIMITS.favoriteLeaguesMax],
  ] as const)('%s names %i from LIMITS in every language', (code, limit) => {
    for (const lang of LOCALES) {
      const text = errorMessage(new ApiError(400, code, 'x'), i18n.getFixedT(lang));
      expect(text, lang).toContain(String(limit));
      expect(text, lang).not.toContain('{{');
    }
  });

  it('maps the client-side network codes', () => {
    expect(errorMessage(new ApiError(0, 'TIMEOUT', 'x'), t)).toBe(
      i18n.getResource('ja', 'errors', 'TIMEOUT'),
    );
    expect(errorMessage(new ApiError(0, 'NETWORK_ERROR', 'x'), t)).toBe(
      i18n.getResource('ja', 'errors', 'NETWORK_ERROR'),
    );
  });

  it('falls back to "try again later" for an unknown code or a non-API error', () => {
    const generic = i18n.getResource('ja', 'errors', 'generic') as string;
    expect(generic).toBeTruthy();
    expect(errorMessage(new ApiError(418, 'NO_SUCH_CODE', 'x'), t)).toBe(generic);
    expect(errorMessage(new Error('boom'), t)).toBe(generic);
    expect(errorMessage('text', t)).toBe(generic);
    expect(errorMessage(null, t)).toBe(generic);
  });

  it('reads the code of ApiError and of any { code } object', () => {
    expect(errorCode(new ApiError(401, 'UNAUTHORIZED', 'x'))).toBe('UNAUTHORIZED');
    expect(errorCode({ code: 'CONFLICT' })).toBe('CONFLICT');
    expect(errorCode(new Error('x'))).toBeUndefined();
  });
});

describe('isChunkLoadError', () => {
  it('recognises failed lazy chunks', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
  });
});
