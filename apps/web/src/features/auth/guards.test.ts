import { encodeScope, type SessionUser, SNS_PROVIDERS } from '@kickoff/contract';
import { describe, expect, it } from 'vitest';
import {
  isFirstLogin,
  isPublicPath,
  LIVE_POPUP_FEATURES,
  LIVE_POPUP_NAME,
  loginRedirectFor,
  memberEntryRedirect,
  postLoginAction,
  providerOfState,
  referralFrom,
  returnTargetOf,
  silkRedirect,
  statusRedirect,
} from './guards.js';

function member(overrides: Partial<SessionUser> = {}): SessionUser {
  return {
    userId: 7,
    email: 'free@example.com',
    nickname: 'kicker',
    name: '山田 太郎',
    status: 1,
    statusList: [],
    sns: null,
    snsProvider: null,
    role: 'member',
    serviceId: -1,
    scope: encodeScope('FREE', { ADLIVE: true, ADVOD: true }),
    hasPassword: true,
    firstLogin: false,
    remember: false,
    ...overrides,
  };
}

const q = (search = '') => new URLSearchParams(search);

describe('isPublicPath', () => {
  it.each([
    '/intro',
    '/logout',
    '/oauth',
    '/oauth/twitter',
    '/silk',
    '/ie',
    '/m',
    '/pay_result/12',
    '/public/help/notice',
    '/public/terms/privacy/3',
    '/account/signup/sns_account',
    '/account/change_pwd',
    '/stv/intro',
    '/stv/signup/account',
  ])('%s is public', (path) => expect(isPublicPath(path)).toBe(true));

  it.each([
    '/',
    '/help/notice',
    '/schedule/0',
    '/player',
    '/live',
    '/purchase/change',
    '/mypage',
    '/user',
    '/stv/change_pwd',
    '/stv/voucher/change',
    '/stv/result/3',
    '/introduction',
    '/accounts',
  ])('%s needs a login', (path) => expect(isPublicPath(path)).toBe(false));
});

describe('post-login targets', () => {
  it('sends url=//evil.example home after login', () => {
    const action = postLoginAction(member(), q('re=y&tp=schedule&url=//evil.example'));
    expect(action).toEqual({ kind: 'navigate', to: '/' });
  });
});

describe('loginRedirectFor (logged-out visits)', () => {
  it('keeps /schedule, /player and /live targets, with their query', () => {
    expect(loginRedirectFor('/schedule/0')).toBe('/intro?re=y&tp=schedule&url=%2Fschedule%2F0');
    expect(loginRedirectFor('/pay_result/ord_12345678')).toBe(
      '/intro?re=y&tp=pay_result&url=%2Fpay_result%2Ford_12345678',
    );
    expect(loginRedirectFor('/schedule')).toBe('/intro?re=y&tp=schedule&url=%2Fschedule');
    expect(loginRedirectFor('/player', '?type=vod&id=12')).toBe(
      '/intro?re=y&tp=player&url=%2Fplayer%3Ftype%3Dvod%26id%3D12',
    );
    const live = new URLSearchParams(loginRedirectFor('/live', '?type=live&id=3').split('?')[1]);
    expect(Object.fromEntries(live)).toEqual({ re: 'y', tp: 'live', url: '/live?type=live&id=3' });
  });

  it('sends any other member route to a bare /intro', () => {
    for (const path of [
      '/',
      '/help/notice',
      '/mypage',
      '/purchase',
      '/scheduler',
      '/players',
      '/livestream',
    ]) {
      expect(loginRedirectFor(path, '?a=1')).toBe('/intro');
    }
  });

  it('round-trips: the target read back from /intro is the visited one', () => {
    const to = loginRedirectFor('/player', '?type=channel&id=2');
    expect(returnTargetOf(new URL(to, 'http://x').searchParams)).toBe('/player?type=channel&id=2');
  });
});

describe('statusRedirect', () => {
  it.each([
    [12, '/account/update_email'],
    [6, '/account/change_pwd'],
    [11, '/account/update_detail'],
    [14, '/account/update_detail'],
    [21, '/account/activate'],
  ])('status %i → %s', (status, to) => {
    expect(statusRedirect(member({ status }), q())).toBe(to);
    expect(statusRedirect(member({ statusList: [status] }), q())).toBe(to);
  });

  it('lets an active member through', () => {
    expect(statusRedirect(member(), q())).toBeNull();
    expect(statusRedirect(member({ statusList: [1] }), q())).toBeNull();
  });

  it('follows the order of spec §2: 12, 6, 11/14, 21', () => {
    expect(statusRedirect(member({ statusList: [21, 6, 12] }), q())).toBe('/account/update_email');
    expect(statusRedirect(member({ statusList: [21, 14, 6] }), q())).toBe('/account/change_pwd');
    expect(statusRedirect(member({ statusList: [21, 11] }), q())).toBe('/account/update_detail');
  });

  it('keeps the query on the password change only with code=true', () => {
    const user = member({ status: 6 });
    expect(statusRedirect(user, q('code=true&type=lg'))).toBe('/account/change_pwd?code=true&type=lg');
    expect(statusRedirect(user, q('code=false&type=lg'))).toBe('/account/change_pwd');
    expect(statusRedirect(member({ status: 12 }), q('code=true'))).toBe('/account/update_email');
  });
});

describe('memberEntryRedirect', () => {
  const entry = (overrides: Partial<Parameters<typeof memberEntryRedirect>[0]> = {}) =>
    memberEntryRedirect({
      user: member(),
      pathname: '/help/notice',
      search: q(),
      voucherId: null,
      todaySchedule: false,
      ...overrides,
    });

  it('lets a member without flags in', () => expect(entry()).toBeNull());

  it('status redirects come first', () => {
    expect(entry({ user: member({ status: 21 }), voucherId: '3', todaySchedule: true })).toEqual({
      redirect: '/account/activate',
    });
  });

  it('a stored voucher id leads to /purchase for a member without a pass', () => {
    expect(entry({ voucherId: '3' })).toEqual({ redirect: '/purchase', consume: 'voucherId' });
  });

  it('… and to /purchase/change for a member holding one', () => {
    const basic = member({ scope: encodeScope('BASIC', { LIVE: true, VOD: true, CH: true }), serviceId: 2 });
    const premium = member({ scope: encodeScope('PREMIUM', { LIVE: true, MULTI: true }), serviceId: 3 });
    expect(entry({ user: basic, voucherId: '3' })).toEqual({
      redirect: '/purchase/change',
      consume: 'voucherId',
    });
    expect(entry({ user: premium, voucherId: '3' })?.redirect).toBe('/purchase/change');
  });

  it('uses the voucher id up without a redirect when already there', () => {
    expect(entry({ voucherId: '3', pathname: '/purchase' })).toEqual({
      redirect: null,
      consume: 'voucherId',
    });
  });

  it('the today-schedule flag goes to /schedule/0, once', () => {
    expect(entry({ todaySchedule: true })).toEqual({ redirect: '/schedule/0', consume: 'todaySchedule' });
    expect(entry({ todaySchedule: true, pathname: '/schedule/0' })).toEqual({
      redirect: null,
      consume: 'todaySchedule',
    });
  });

  it('the voucher is handled before the today-schedule flag', () => {
    expect(entry({ voucherId: '1', todaySchedule: true })?.consume).toBe('voucherId');
  });

  it('the TV-mode check sends / to /purchase, or to /stv/user with code=true', () => {
    expect(entry({ tvMode: true, pathname: '/' })).toEqual({ redirect: '/purchase' });
    expect(entry({ tvMode: true, pathname: '/', search: q('code=true') })).toEqual({ redirect: '/stv/user' });
    // only at /: the purchase page itself and the other pages stay
    expect(entry({ tvMode: true, pathname: '/purchase' })).toBeNull();
    expect(entry({ tvMode: true })).toBeNull();
    expect(entry({ tvMode: false, pathname: '/' })).toBeNull();
  });
});

describe('postLoginAction', () => {
  it('goes home without a kept target', () => {
    expect(postLoginAction(member(), q())).toEqual({ kind: 'navigate', to: '/' });
    expect(postLoginAction(member(), q('tp=schedule&url=/schedule/0'))).toEqual({
      kind: 'navigate',
      to: '/',
    });
  });

  it('returns to a kept /schedule or /player target', () => {
    expect(postLoginAction(member(), q('re=y&tp=schedule&url=%2Fschedule%2F0'))).toEqual({
      kind: 'navigate',
      to: '/schedule/0',
    });
    expect(
      postLoginAction(member(), q(`re=y&tp=player&url=${encodeURIComponent('/player?type=vod&id=1')}`)),
    ).toEqual({
      kind: 'navigate',
      to: '/player?type=vod&id=1',
    });
  });

  it('opens a kept live in the popup and goes home', () => {
    const url = '/live?type=live&id=3';
    expect(postLoginAction(member(), q(`re=y&tp=live&url=${encodeURIComponent(url)}`))).toEqual({
      kind: 'popup',
      url,
      to: '/',
    });
    expect(LIVE_POPUP_NAME).toBe('kickoffLivePopup');
    expect(LIVE_POPUP_FEATURES).toBe('width=1360,height=721,scrollbars=no');
  });

  it('members with the social-login marker sn skip the target', () => {
    const social = member({ sns: 'sn', snsProvider: 'kakao' });
    expect(postLoginAction(social, q('re=y&tp=live&url=%2Flive%3Fid%3D3'))).toEqual({
      kind: 'navigate',
      to: '/',
    });
  });

  it('status redirects win over the target', () => {
    expect(postLoginAction(member({ status: 6 }), q('re=y&tp=live&url=%2Flive'))).toEqual({
      kind: 'navigate',
      to: '/account/change_pwd',
    });
  });

  it('ignores an unsafe target', () => {
    for (const url of ['https://evil.example', '/%2F%2Fevil.example', '/\\evil', 'javascript:alert(1)']) {
      expect(postLoginAction(member(), q(`re=y&tp=player&url=${encodeURIComponent(url)}`))).toEqual({
        kind: 'navigate',
        to: '/',
      });
    }
  });
});

describe('isFirstLogin', () => {
  it('is the first time without the before-login marker', () => {
    expect(isFirstLogin(false, q())).toBe(true);
    expect(isFirstLogin(true, q())).toBe(false);
  });

  it('never with code=true', () => {
    expect(isFirstLogin(false, q('code=true'))).toBe(false);
    expect(isFirstLogin(false, q('code=abc'))).toBe(true);
  });
});

describe('silkRedirect', () => {
  const silk =
    'Mozilla/5.0 (Linux; Android 9; KFTRWI) AppleWebKit/537.36 (KHTML, like Gecko) Silk/112.3.1 like Chrome/112.0.5615.213 Safari/537.36';
  const chrome =
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

  it('forces Silk to /silk from any path', () => {
    for (const path of ['/', '/intro', '/help/notice', '/public/help/cs', '/account/signup']) {
      expect(silkRedirect(silk, path)).toBe('/silk');
    }
  });

  it('leaves Silk on /silk (no loop) and lets it log out', () => {
    expect(silkRedirect(silk, '/silk')).toBeNull();
    expect(silkRedirect(silk, '/logout')).toBeNull();
  });

  it('leaves other browsers alone', () => {
    expect(silkRedirect(chrome, '/intro')).toBeNull();
    expect(silkRedirect('', '/intro')).toBeNull();
    expect(silkRedirect('Mozilla/5.0 Silkworm/1.0', '/intro')).toBeNull();
  });
});

describe('referralFrom', () => {
  it('keeps referral= or ref= on / and /intro', () => {
    expect(referralFrom('/', q('referral=SPRING-2026'))).toBe('SPRING-2026');
    expect(referralFrom('/intro', q('ref=abc_123'))).toBe('abc_123');
    expect(referralFrom('/intro', q('referral=a&ref=b'))).toBe('a');
  });

  it('ignores other paths and values that are not codes', () => {
    expect(referralFrom('/help/notice', q('referral=abc'))).toBeNull();
    expect(referralFrom('/intro', q())).toBeNull();
    expect(referralFrom('/intro', q('referral='))).toBeNull();
    expect(referralFrom('/intro', q(`referral=${encodeURIComponent('<script>')}`))).toBeNull();
    expect(referralFrom('/intro', q(`ref=${'a'.repeat(65)}`))).toBeNull();
  });
});

describe('providerOfState', () => {
  it('reads the provider before the dot', () => {
    expect(providerOfState('kakao.Zx81_a', SNS_PROVIDERS)).toBe('kakao');
    expect(providerOfState('twitter.a.b', SNS_PROVIDERS)).toBe('twitter');
  });

  it('refuses unknown providers and malformed states', () => {
    for (const state of [null, '', 'kakao', '.kakao', 'google.abc', 'KAKAO.abc', '__proto__.x']) {
      expect(providerOfState(state, SNS_PROVIDERS)).toBeNull();
    }
  });
});
