import { describe, expect, it } from 'vitest';
import { emptyDraft, type SignupDraft } from './signup-draft.js';
import { signupRedirect, stepOfPath } from './signup-steps.js';

const agreed = { terms: true, privacy: true, paid: true, marketing: false };
const progress = (draft: Partial<SignupDraft>, password: string | null = null, sns = null) => ({
  draft: { ...emptyDraft('email'), ...draft },
  password,
  sns,
});

describe('signupRedirect', () => {
  it('lets the terms through always', () => {
    expect(signupRedirect('terms', 'email', progress({}))).toBeNull();
  });

  it('sends each step to the first one not done', () => {
    const none = progress({});
    expect(signupRedirect('code', 'email', none)).toBe('/account/signup');
    expect(signupRedirect('detail', 'email', none)).toBe('/account/signup');
    const terms = progress({ agreements: agreed });
    expect(signupRedirect('code', 'email', terms)).toBeNull();
    expect(signupRedirect('account', 'email', terms)).toBe('/account/signup/code');
    const verified = progress({ agreements: agreed, emailCodeId: 3, verifiedEmail: 'a@b.jp' });
    expect(signupRedirect('account', 'email', verified)).toBeNull();
    expect(signupRedirect('detail', 'email', verified)).toBe('/account/signup/account');
    const withPassword = progress(
      { agreements: agreed, emailCodeId: 3, verifiedEmail: 'a@b.jp' },
      'Passw0rd',
    );
    expect(signupRedirect('detail', 'email', withPassword)).toBeNull();
    expect(signupRedirect('complete', 'email', withPassword)).toBe('/account/signup/detail');
  });

  it('a missing mandatory agreement counts as not agreed', () => {
    expect(signupRedirect('code', 'email', progress({ agreements: { ...agreed, paid: false } }))).toBe(
      '/account/signup',
    );
  });

  it('once the account exists, the steps that make it lead to the completion page', () => {
    const done = progress({ agreements: agreed, completed: { nickname: 'abc' } });
    expect(signupRedirect('detail', 'email', done)).toBe('/account/signup/complete');
    expect(signupRedirect('complete', 'email', done)).toBeNull();
  });

  it('a draft of the other kind of sign-up does not count', () => {
    const email = progress({ agreements: agreed });
    expect(signupRedirect('sns_account', 'sns', email)).toBe('/account/signup?sns=1');
  });

  it('the social e-mail step is done when the hand-off has the verified e-mail and snsCodeId', () => {
    const draft = { ...emptyDraft('sns'), agreements: agreed };
    const sns = { provider: 'apple' as const, accessToken: 't', email: null, name: null };
    expect(signupRedirect('sns_detail', 'sns', { draft, password: null, sns })).toBe(
      '/account/signup/sns_account',
    );
    const verified = { ...sns, verifiedEmail: 'a@b.jp', snsCodeId: 4 };
    expect(signupRedirect('sns_detail', 'sns', { draft, password: null, sns: verified })).toBeNull();
  });
});

describe('stepOfPath', () => {
  it('reads the step from the path', () => {
    expect(stepOfPath('/account/signup')).toBe('terms');
    expect(stepOfPath('/account/signup/')).toBe('terms');
    expect(stepOfPath('/account/signup/sns_detail')).toBe('sns_detail');
  });
});
