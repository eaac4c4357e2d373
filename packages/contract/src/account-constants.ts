/**
 * The account names the web's first load needs (its login form, its social login, its guards), apart
 * from account.ts so that importing them brings no schema library (account.ts builds zod schemas).
 */

export const SNS_PROVIDERS = ['apple', 'facebook', 'twitter', 'yahoo', 'kakao', 'naver'] as const;
export type SnsProvider = (typeof SNS_PROVIDERS)[number];

/** The auto-login header of spec §5: any of these values turns it on. */
export const REMEMBER_HEADER = 'snrm';
export const isRememberValue = (v: unknown) => v === '1' || v === 'true' || v === 'y' || v === 'Y';
