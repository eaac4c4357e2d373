import { describe, expect, it } from 'vitest';
import { testConfig } from '../../config.js';
import { PROVIDERS, profileMappers, resolveProviders } from './providers.js';

/** The providers' own answers, as their documentation shows them. */
describe('profile mappers', () => {
  it('Kakao GET /v2/user/me', () => {
    const me = {
      id: 3_456_789_012,
      connected_at: '2026-11-20T01:02:03Z',
      properties: { nickname: '홍길동', profile_image: 'http://k.kakaocdn.net/dn/x/img_640x640.jpg' },
      kakao_account: {
        profile_nickname_needs_agreement: false,
        profile: { nickname: '홍길동', is_default_nickname: false },
        has_email: true,
        email_needs_agreement: false,
        is_email_valid: true,
        is_email_verified: true,
        email: 'GilDong.Hong@kakao.com',
      },
    };
    expect(profileMappers.kakao(me)).toEqual({
      providerUserId: '3456789012',
      email: 'gildong.hong@kakao.com',
      name: '홍길동',
    });
  });

  it('Kakao without e-mail consent, or with an unverified e-mail', () => {
    const declined = {
      id: 42,
      properties: { nickname: '길동' },
      kakao_account: { has_email: true, email_needs_agreement: true },
    };
    expect(profileMappers.kakao(declined)).toEqual({ providerUserId: '42', email: null, name: '길동' });
    const unverified = {
      id: 43,
      kakao_account: {
        profile: { nickname: '길동' },
        is_email_valid: true,
        is_email_verified: false,
        email: 'x@kakao.com',
      },
    };
    expect(profileMappers.kakao(unverified).email).toBeNull();
  });

  it('Naver GET /v1/nid/me', () => {
    const me = {
      resultcode: '00',
      message: 'success',
      response: {
        id: '32742776',
        nickname: 'OpenAPI',
        profile_image: 'https://ssl.pstatic.net/static/pwe/address/nodata_33x33.gif',
        age: '40-49',
        gender: 'F',
        email: 'openapi@naver.com',
        mobile: '010-0000-0000',
        name: '오픈 API',
        birthday: '10-01',
        birthyear: '1900',
      },
    };
    expect(profileMappers.naver(me)).toEqual({
      providerUserId: '32742776',
      email: 'openapi@naver.com',
      name: '오픈 API',
    });
    expect(profileMappers.naver({ resultcode: '00', response: { id: 'abc', nickname: 'nick' } })).toEqual({
      providerUserId: 'abc',
      email: null,
      name: 'nick',
    });
    expect(() =>
      profileMappers.naver({ resultcode: '024', message: 'Authentication failed', response: { id: 'x' } }),
    ).toThrow();
  });

  it('Facebook GET /me?fields=id,name,email', () => {
    expect(
      profileMappers.facebook({ id: '10223456789012345', name: 'Haruto Sato', email: 'haruto@example.jp' }),
    ).toEqual({ providerUserId: '10223456789012345', email: 'haruto@example.jp', name: 'Haruto Sato' });
    // no email permission, or a phone-only account
    expect(profileMappers.facebook({ id: '10223456789012346', name: 'Yui' })).toEqual({
      providerUserId: '10223456789012346',
      email: null,
      name: 'Yui',
    });
  });

  it('X (Twitter) GET /2/users/me', () => {
    expect(
      profileMappers.twitter({ data: { id: '2244994945', name: 'X Dev', username: 'XDevelopers' } }),
    ).toEqual({ providerUserId: '2244994945', email: null, name: 'X Dev' });
    expect(profileMappers.twitter({ data: { id: '1', name: ' ', username: 'kickoff' } }).name).toBe(
      'kickoff',
    );
  });

  it('Yahoo! JAPAN UserInfo (OIDC)', () => {
    const userinfo = {
      sub: 'FQX7TZ3YLMLQXW6KOT3GZSTPOA',
      name: '矢風 太郎',
      given_name: '太郎',
      given_name_ja_kana_jp: 'タロウ',
      family_name: '矢風',
      family_name_ja_kana_jp: 'ヤフウ',
      gender: 'male',
      zoneinfo: 'Asia/Tokyo',
      locale: 'ja-JP',
      birthdate: '1990',
      nickname: 'taro',
      picture: 'https://dummy.img.yahoo.co.jp/example.png',
      email: 'yconnect@example.com',
      email_verified: true,
    };
    expect(profileMappers.yahoo(userinfo)).toEqual({
      providerUserId: 'FQX7TZ3YLMLQXW6KOT3GZSTPOA',
      email: 'yconnect@example.com',
      name: '矢風 太郎',
    });
    expect(profileMappers.yahoo({ ...userinfo, email_verified: false }).email).toBeNull();
    expect(profileMappers.yahoo({ sub: 'S' })).toEqual({ providerUserId: 'S', email: null, name: null });
  });

  it('Apple id_token claims', () => {
    const claims = {
      iss: 'https://appleid.apple.com',
      aud: 'jp.kickoff.web',
      exp: 1_795_000_000,
      iat: 1_794_900_000,
      sub: '001234.8f1c2a9be0d84c6f9a5b7c3d2e1f0a9b.0123',
      c_hash: 'Q2h5c2Vu',
      email: 'x7k2m9q4@privaterelay.appleid.com',
      email_verified: 'true',
      is_private_email: 'true',
      auth_time: 1_794_900_000,
      nonce_supported: true,
    };
    expect(profileMappers.apple(claims)).toEqual({
      providerUserId: '001234.8f1c2a9be0d84c6f9a5b7c3d2e1f0a9b.0123',
      email: 'x7k2m9q4@privaterelay.appleid.com',
      name: null,
    });
    expect(profileMappers.apple({ ...claims, email_verified: false }).email).toBeNull();
    expect(profileMappers.apple({ sub: 'only-sub' }).email).toBeNull();
  });

  it('refuses an answer with no usable id, and drops what is not an e-mail', () => {
    expect(() => profileMappers.kakao({ kakao_account: {} })).toThrow();
    expect(() => profileMappers.facebook({ id: '' })).toThrow();
    expect(() => profileMappers.twitter({ id: '1' })).toThrow();
    expect(() => profileMappers.apple({ email: 'a@b.c' })).toThrow();
    expect(profileMappers.facebook({ id: '1', email: 'not an email' }).email).toBeNull();
    expect(profileMappers.facebook({ id: '1', name: 'x'.repeat(500) }).name).toHaveLength(100);
  });
});

describe('resolveProviders', () => {
  it('enables nothing without client ids; the real endpoints by default', () => {
    const resolved = resolveProviders(testConfig());
    expect(Object.values(resolved).every((p) => !p.enabled)).toBe(true);
    expect(resolved.kakao.authorizeUrl).toBe('https://kauth.kakao.com/oauth/authorize');
    expect(resolved.apple.profile).toEqual({
      from: 'id_token',
      jwksUrl: 'https://appleid.apple.com/auth/keys',
    });
    expect(resolved.yahoo.tokenUrl).toBe('https://auth.login.yahoo.co.jp/yconnect/v2/token');
  });

  it('needs a secret where the provider does; applies overrides and PUBLIC_URL', () => {
    const resolved = resolveProviders(
      testConfig({
        PUBLIC_URL: 'https://kickoff.example/',
        OAUTH_KAKAO_CLIENT_ID: 'k',
        OAUTH_TWITTER_CLIENT_ID: 't',
        OAUTH_NAVER_CLIENT_ID: 'n',
        OAUTH_FACEBOOK_CLIENT_ID: 'f',
        OAUTH_YAHOO_CLIENT_ID: 'y',
        OAUTH_YAHOO_CLIENT_SECRET: 'ys',
        OAUTH_APPLE_CLIENT_ID: 'a',
        OAUTH_APPLE_CLIENT_SECRET: 'as',
        OAUTH_APPLE_USERINFO_URL: 'http://127.0.0.1:9/jwks',
        OAUTH_KAKAO_TOKEN_URL: 'http://127.0.0.1:9/token',
      }),
    );
    expect(resolved.kakao.enabled).toBe(true);
    expect(resolved.twitter.enabled).toBe(true);
    expect(resolved.naver.enabled).toBe(false);
    expect(resolved.facebook.enabled).toBe(false);
    expect(resolved.yahoo.enabled).toBe(true);
    expect(resolved.apple.enabled).toBe(true);
    expect(resolved.kakao.tokenUrl).toBe('http://127.0.0.1:9/token');
    expect(resolved.kakao.authorizeUrl).toBe(PROVIDERS.kakao.authorizeUrl);
    expect(resolved.apple.profile).toEqual({ from: 'id_token', jwksUrl: 'http://127.0.0.1:9/jwks' });
    expect(resolved.kakao.redirectUri).toBe('https://kickoff.example/oauth');
    expect(resolved.twitter.redirectUri).toBe('https://kickoff.example/oauth/twitter');
    expect(resolved.apple.redirectUri).toBe('https://kickoff.example/api/v2/oauth/apple/callback');
  });

  it('uses PKCE S256 everywhere but Naver and Apple', () => {
    const pkce = Object.values(PROVIDERS)
      .filter((p) => p.pkce)
      .map((p) => p.id)
      .sort();
    expect(pkce).toEqual(['facebook', 'kakao', 'twitter', 'yahoo']);
  });
});
