import { SNS_PROVIDERS, type SnsProvider, safeReturnPath } from '@kickoff/contract';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect } from 'react-router';
import { errorCode } from '../../core/error-message.js';
import { login } from './api/login.js';
import { fetchOAuthToken } from './api/oauth.js';
import { completeLogin } from './complete-login.js';
import { providerOfState, statusRedirect } from './guards.js';
import { writeSnsSignup } from './sns-signup.js';
import { takeSnsAutoLogin } from './storage.js';

/** Why a social login stopped: the member said no at the provider, or an error code to explain. */
export type OAuthFailure = 'cancelled' | string;

/** What /oauth shows when it cannot go on (it redirects otherwise). */
export interface OAuthCallbackData {
  provider: SnsProvider | null;
  failure: OAuthFailure;
}

/** The provider's "the user declined" answers (OAuth 2 `error`, Apple's own, Twitter's `denied`). */
const CANCELLED = new Set(['access_denied', 'user_cancelled_authorize', 'user_denied', 'cancelled']);

type Step = { kind: 'fail'; failure: OAuthFailure } | { kind: 'go'; to: string } | { kind: 'signup' };

/**
 * The social-login callback, /oauth and /oauth/twitter (spec §2, §7). The provider is the prefix of
 * `state` before the dot. GET /oauth/{provider}/token exchanges the code; a registered member is logged
 * in (POST /login {sns, accessToken}, snrm when auto-login was ticked before leaving) and goes to the
 * status redirect, the returnTo kept through the round trip, or home; a new one is handed to the social
 * sign-up (sns-signup.ts) at /account/signup?sns=1. Social members skip the re/tp/url handling.
 *
 * A loader rather than an effect: it runs once per visit (the code is single use; a StrictMode double
 * effect would spend it twice) and the screen never flashes before the redirect.
 */
export function createOAuthCallbackLoader(
  queryClient: QueryClient,
  fixedProvider?: SnsProvider,
): LoaderFunction {
  return async ({ request }) => {
    const query = new URL(request.url).searchParams;
    const remember = takeSnsAutoLogin();
    const state = query.get('state');
    const provider = providerOfState(state, SNS_PROVIDERS) ?? (state ? null : (fixedProvider ?? null));
    const fail = (failure: OAuthFailure): OAuthCallbackData => ({ provider, failure });

    const providerError = query.get('error') ?? (query.has('denied') ? 'access_denied' : null);
    if (providerError) return fail(CANCELLED.has(providerError) ? 'cancelled' : 'SNS_ERROR');

    const code = query.get('code');
    if (!code || !state || !provider || (fixedProvider && provider !== fixedProvider)) {
      return fail('SNS_STATE_MISMATCH');
    }

    const step = await exchange(queryClient, provider, { code, state }, remember, query);
    if (step.kind === 'fail') return fail(step.failure);
    if (step.kind === 'signup') throw redirect('/account/signup?sns=1');
    throw redirect(step.to);
  };
}

async function exchange(
  queryClient: QueryClient,
  provider: SnsProvider,
  params: { code: string; state: string },
  remember: boolean,
  query: URLSearchParams,
): Promise<Step> {
  try {
    const token = await fetchOAuthToken(provider, params);
    if (!token.registered) {
      writeSnsSignup({ provider, accessToken: token.accessToken, email: token.email, name: token.name });
      return { kind: 'signup' };
    }
    const user = await login({ sns: provider, accessToken: token.accessToken }, remember);
    completeLogin(queryClient, user, query);
    return { kind: 'go', to: statusRedirect(user, query) ?? safeReturnPath(token.returnTo) ?? '/' };
  } catch (error) {
    return { kind: 'fail', failure: errorCode(error) ?? 'generic' };
  }
}
