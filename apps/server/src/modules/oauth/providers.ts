import { LIMITS, SNS_PROVIDERS, type SnsProvider } from '@kickoff/contract';
import { z } from 'zod';
import type { Config } from '../../config.js';

/**
 * The six social-login providers of spec §1 with their real endpoints, and the mapping from each
 * provider's own user JSON to the identity we keep. Endpoints can be overridden per provider in the
 * config (OAUTH_<P>_AUTHORIZE_URL / _TOKEN_URL / _USERINFO_URL) so a local OAuth server can stand in.
 */

/** Who the member is at the provider: all we keep of a social account. */
export interface SnsProfile {
  providerUserId: string;
  email: string | null;
  name: string | null;
}

/** How the client proves itself at the token endpoint (RFC 6749 §2.3.1). */
type ClientAuth = 'basic' | 'post';

export interface ProviderDefinition {
  id: SnsProvider;
  authorizeUrl: string;
  tokenUrl: string;
  /**
   * Where the profile comes from: a userinfo endpoint (GET with the Bearer access token), or, for
   * Apple which has none, the id_token of the token answer, verified against this JWKS URL.
   */
  profile: { from: 'userinfo'; url: string } | { from: 'id_token'; jwksUrl: string };
  scopes: string[];
  /** PKCE with S256 (RFC 7636) where the provider supports it. */
  pkce: boolean;
  /** Whether the provider refuses a client without a secret (a public client with PKCE is fine elsewhere). */
  secretRequired: boolean;
  clientAuth: ClientAuth;
  /** Path after PUBLIC_URL that the provider sends the browser back to (redirect_uri). */
  callbackPath: string;
  /** Extra authorization parameters. */
  authorizeParams?: Record<string, string>;
  /** Builds the profile from the userinfo JSON or the verified id_token claims; throws when malformed. */
  toProfile(payload: unknown): SnsProfile;
}

/** The SPA route of spec §2 that finishes a social login; Twitter has its own. */
export const SPA_CALLBACK = '/oauth';
/** Apple posts its answer (response_mode=form_post): the API receives it and sends the browser on to /oauth. */
export const APPLE_FORM_POST_PATH = '/api/v2/oauth/apple/callback';

// ── Profile mapping ──────────────────────────────────────────────────────────────────────

/** A trimmed, bounded string, or null for anything empty or not a string. */
const text = (max: number) =>
  z.unknown().transform((v) => (typeof v === 'string' && v.trim() !== '' ? v.trim().slice(0, max) : null));
/** An e-mail that looks like one, lower-cased, or null. */
const email = z
  .unknown()
  .transform((v) =>
    typeof v === 'string' && v.length <= LIMITS.email.max && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.trim())
      ? v.trim().toLowerCase()
      : null,
  );
const userId = z.union([z.string().trim().min(1).max(255), z.number().int().nonnegative()]).transform(String);
/** OIDC's email_verified is a boolean, but Apple has sent it as the string "true"/"false". */
const verified = z
  .unknown()
  .transform((v) => !(v === false || v === 'false'))
  .optional();

const NAME_MAX = 100;

/** Kakao GET /v2/user/me. The e-mail counts only when Kakao does not say it is invalid or unverified. */
const kakaoUser = z.object({
  id: userId,
  kakao_account: z
    .object({
      email: email.optional(),
      is_email_valid: z.boolean().optional(),
      is_email_verified: z.boolean().optional(),
      profile: z.object({ nickname: text(NAME_MAX).optional() }).optional(),
    })
    .optional(),
  properties: z.object({ nickname: text(NAME_MAX).optional() }).optional(),
});

/** Naver GET /v1/nid/me: `resultcode` "00" on success, the member in `response`. */
const naverUser = z.object({
  resultcode: z.string().optional(),
  response: z.object({
    id: userId,
    email: email.optional(),
    name: text(NAME_MAX).optional(),
    nickname: text(NAME_MAX).optional(),
  }),
});

/** Facebook Graph GET /me?fields=id,name,email (the e-mail is absent without that permission). */
const facebookUser = z.object({ id: userId, name: text(NAME_MAX).optional(), email: email.optional() });

/** X (Twitter) GET /2/users/me: no e-mail in API v2 without elevated access. */
const twitterUser = z.object({
  data: z.object({ id: userId, name: text(NAME_MAX).optional(), username: text(NAME_MAX).optional() }),
});

/** Yahoo! JAPAN YConnect v2 UserInfo (OIDC claims). */
const yahooUser = z.object({
  sub: userId,
  email: email.optional(),
  email_verified: verified,
  name: text(NAME_MAX).optional(),
  nickname: text(NAME_MAX).optional(),
});

/** Apple id_token claims: `sub`, and `email` when the email scope was granted (maybe a relay address). */
const appleClaims = z.object({ sub: userId, email: email.optional(), email_verified: verified });

export const profileMappers: Record<SnsProvider, (payload: unknown) => SnsProfile> = {
  kakao(payload) {
    const u = kakaoUser.parse(payload);
    const account = u.kakao_account;
    const emailOk = account?.is_email_valid !== false && account?.is_email_verified !== false;
    return {
      providerUserId: u.id,
      email: emailOk ? (account?.email ?? null) : null,
      name: account?.profile?.nickname ?? u.properties?.nickname ?? null,
    };
  },
  naver(payload) {
    const u = naverUser.parse(payload);
    if (u.resultcode !== undefined && u.resultcode !== '00')
      throw new Error(`naver resultcode ${u.resultcode}`);
    const r = u.response;
    return { providerUserId: r.id, email: r.email ?? null, name: r.name ?? r.nickname ?? null };
  },
  facebook(payload) {
    const u = facebookUser.parse(payload);
    return { providerUserId: u.id, email: u.email ?? null, name: u.name ?? null };
  },
  twitter(payload) {
    const { data } = twitterUser.parse(payload);
    return { providerUserId: data.id, email: null, name: data.name ?? data.username ?? null };
  },
  yahoo(payload) {
    const u = yahooUser.parse(payload);
    return {
      providerUserId: u.sub,
      email: u.email_verified === false ? null : (u.email ?? null),
      name: u.name ?? u.nickname ?? null,
    };
  },
  apple(payload) {
    const c = appleClaims.parse(payload);
    return {
      providerUserId: c.sub,
      email: c.email_verified === false ? null : (c.email ?? null),
      name: null,
    };
  },
};

// ── The table ────────────────────────────────────────────────────────────────────────────

const FACEBOOK_GRAPH = 'https://graph.facebook.com/v22.0';

export const PROVIDERS: Record<SnsProvider, ProviderDefinition> = {
  apple: {
    id: 'apple',
    authorizeUrl: 'https://appleid.apple.com/auth/authorize',
    tokenUrl: 'https://appleid.apple.com/auth/token',
    profile: { from: 'id_token', jwksUrl: 'https://appleid.apple.com/auth/keys' },
    scopes: ['name', 'email'],
    pkce: false,
    // The client secret is an ES256 JWT signed with the team's key (at most 6 months valid).
    secretRequired: true,
    clientAuth: 'post',
    callbackPath: APPLE_FORM_POST_PATH,
    // Apple requires form_post whenever scopes are asked for.
    authorizeParams: { response_mode: 'form_post' },
    toProfile: profileMappers.apple,
  },
  facebook: {
    id: 'facebook',
    authorizeUrl: 'https://www.facebook.com/v22.0/dialog/oauth',
    tokenUrl: `${FACEBOOK_GRAPH}/oauth/access_token`,
    profile: { from: 'userinfo', url: `${FACEBOOK_GRAPH}/me?fields=id,name,email` },
    scopes: ['public_profile', 'email'],
    pkce: true,
    secretRequired: true,
    clientAuth: 'post',
    callbackPath: SPA_CALLBACK,
    toProfile: profileMappers.facebook,
  },
  twitter: {
    id: 'twitter',
    authorizeUrl: 'https://x.com/i/oauth2/authorize',
    tokenUrl: 'https://api.x.com/2/oauth2/token',
    profile: { from: 'userinfo', url: 'https://api.x.com/2/users/me' },
    // GET /2/users/me needs both.
    scopes: ['users.read', 'tweet.read'],
    pkce: true,
    // A "public" client (no secret) is allowed with PKCE; a confidential one authenticates with Basic.
    secretRequired: false,
    clientAuth: 'basic',
    callbackPath: '/oauth/twitter',
    toProfile: profileMappers.twitter,
  },
  yahoo: {
    id: 'yahoo',
    authorizeUrl: 'https://auth.login.yahoo.co.jp/yconnect/v2/authorization',
    tokenUrl: 'https://auth.login.yahoo.co.jp/yconnect/v2/token',
    profile: { from: 'userinfo', url: 'https://userinfo.yahooapis.jp/yconnect/v2/attribute' },
    scopes: ['openid', 'profile', 'email'],
    pkce: true,
    secretRequired: true,
    clientAuth: 'basic',
    callbackPath: SPA_CALLBACK,
    toProfile: profileMappers.yahoo,
  },
  kakao: {
    id: 'kakao',
    authorizeUrl: 'https://kauth.kakao.com/oauth/authorize',
    tokenUrl: 'https://kauth.kakao.com/oauth/token',
    profile: { from: 'userinfo', url: 'https://kapi.kakao.com/v2/user/me' },
    // Kakao separates consent items with commas, not spaces.
    scopes: ['profile_nickname,account_email'],
    pkce: true,
    // The client secret is optional at Kakao (a console setting); sent in the body when configured.
    secretRequired: false,
    clientAuth: 'post',
    callbackPath: SPA_CALLBACK,
    toProfile: profileMappers.kakao,
  },
  naver: {
    id: 'naver',
    authorizeUrl: 'https://nid.naver.com/oauth2.0/authorize',
    tokenUrl: 'https://nid.naver.com/oauth2.0/token',
    profile: { from: 'userinfo', url: 'https://openapi.naver.com/v1/nid/me' },
    // Naver takes the consent items from the application settings, not from a scope parameter.
    scopes: [],
    pkce: false,
    secretRequired: true,
    clientAuth: 'post',
    callbackPath: SPA_CALLBACK,
    toProfile: profileMappers.naver,
  },
};

/** One provider as this server is configured: the table entry with credentials and overrides applied. */
export interface ProviderSettings extends ProviderDefinition {
  enabled: boolean;
  clientId: string;
  clientSecret: string | null;
  redirectUri: string;
}

/**
 * The providers with this config applied. A provider is enabled only when its client id is set, and
 * its secret too where the provider requires one. For Apple, which has no userinfo endpoint,
 * OAUTH_APPLE_USERINFO_URL overrides the JWKS URL its id_token is verified against.
 */
export function resolveProviders(config: Config): Record<SnsProvider, ProviderSettings> {
  const base = config.PUBLIC_URL.replace(/\/+$/, '');
  const entries = SNS_PROVIDERS.map((id): [SnsProvider, ProviderSettings] => {
    const def = PROVIDERS[id];
    const key = id.toUpperCase() as Uppercase<SnsProvider>;
    const clientId = config[`OAUTH_${key}_CLIENT_ID`];
    const clientSecret = config[`OAUTH_${key}_CLIENT_SECRET`] ?? null;
    const profileUrl = config[`OAUTH_${key}_USERINFO_URL`];
    const profile: ProviderDefinition['profile'] =
      def.profile.from === 'userinfo'
        ? { from: 'userinfo', url: profileUrl ?? def.profile.url }
        : { from: 'id_token', jwksUrl: profileUrl ?? def.profile.jwksUrl };
    return [
      id,
      {
        ...def,
        authorizeUrl: config[`OAUTH_${key}_AUTHORIZE_URL`] ?? def.authorizeUrl,
        tokenUrl: config[`OAUTH_${key}_TOKEN_URL`] ?? def.tokenUrl,
        profile,
        enabled: Boolean(clientId) && (!def.secretRequired || Boolean(clientSecret)),
        clientId: clientId ?? '',
        clientSecret,
        redirectUri: base + def.callbackPath,
      },
    ];
  });
  return Object.fromEntries(entries) as Record<SnsProvider, ProviderSettings>;
}

export const isSnsProvider = (value: string): value is SnsProvider =>
  (SNS_PROVIDERS as readonly string[]).includes(value);
