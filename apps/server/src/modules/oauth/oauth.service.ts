import { randomBytes, timingSafeEqual } from 'node:crypto';
import { SNS_PROVIDERS, type SnsProvider, safeReturnPath } from '@kickoff/contract';
import { CodeChallengeMethod, generateCodeVerifier, generateState, OAuth2Client } from 'arctic';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import { AppError } from '../../shared/app-error.js';
import { hashToken } from '../account/index.js';
import type { OAuthRepo } from './oauth.repo.js';
import type { ProviderClient } from './provider-client.js';
import { isSnsProvider, type ProviderSettings } from './providers.js';

const MINUTE = 60_000;
/** How long a round trip to the provider may take (the state cookie lives as long). */
export const ROUND_TRIP_TTL_MS = 10 * MINUTE;
/** The social accessToken handed to the client: single use, valid 30 minutes (contract). */
export const SNS_TOKEN_TTL_MS = 30 * MINUTE;

/** What the state cookie carries between /authorize and /token. */
export const roundTripSchema = z.object({
  provider: z.enum(SNS_PROVIDERS),
  state: z.string().min(1).max(512),
  codeVerifier: z.string().min(43).max(128).nullable(),
  returnTo: z.string().nullable(),
  /** Epoch ms, from the injected clock. */
  createdAt: z.number().int(),
});
export type RoundTrip = z.infer<typeof roundTripSchema>;

export interface SnsLogin {
  provider: SnsProvider;
  accessToken: string;
  registered: boolean;
  email: string | null;
  name: string | null;
  returnTo: string | null;
}

function sameString(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export interface OAuthServiceDeps {
  repo: Pick<OAuthRepo, 'claimState' | 'insertToken' | 'isLinked'>;
  clock: Clock;
  providers: Record<SnsProvider, ProviderSettings>;
  client: ProviderClient;
}

/** Social login up to the social accessToken; POST /login and POST /accounts consume that token. */
export function createOAuthService({ repo, clock, providers, client }: OAuthServiceDeps) {
  const enabled = (name: string): ProviderSettings => {
    const provider = isSnsProvider(name) ? providers[name] : undefined;
    if (!provider?.enabled) {
      throw new AppError('SNS_PROVIDER_UNAVAILABLE', 'This social login is not available.');
    }
    return provider;
  };

  const stateMismatch = () =>
    new AppError('SNS_STATE_MISMATCH', 'The social login could not be verified. Please start again.');

  return {
    /** The providers the login screen may offer, in the contract's order. */
    enabledProviders(): SnsProvider[] {
      return SNS_PROVIDERS.filter((p) => providers[p].enabled);
    },

    /** Starts a round trip: where to send the browser, and what the state cookie must keep. */
    begin(name: string, returnTo: unknown): { location: string; roundTrip: RoundTrip } {
      const provider = enabled(name);
      const state = `${provider.id}.${generateState()}`;
      const oauth = new OAuth2Client(provider.clientId, provider.clientSecret, provider.redirectUri);
      const codeVerifier = provider.pkce ? generateCodeVerifier() : null;
      const url = codeVerifier
        ? oauth.createAuthorizationURLWithPKCE(
            provider.authorizeUrl,
            state,
            CodeChallengeMethod.S256,
            codeVerifier,
            provider.scopes,
          )
        : oauth.createAuthorizationURL(provider.authorizeUrl, state, provider.scopes);
      for (const [key, value] of Object.entries(provider.authorizeParams ?? {})) {
        url.searchParams.set(key, value);
      }
      return {
        location: url.toString(),
        roundTrip: {
          provider: provider.id,
          state,
          codeVerifier,
          returnTo: safeReturnPath(returnTo),
          createdAt: clock.now().getTime(),
        },
      };
    },

    /**
     * Finishes a round trip: the state must match the cookie's (same provider, at most 10 minutes old,
     * not used before), then the code is exchanged and the profile read. Answers a fresh single-use
     * social accessToken.
     */
    async complete(
      name: string,
      query: { code: string; state: string },
      roundTrip: RoundTrip | null,
    ): Promise<SnsLogin> {
      const provider = enabled(name);
      const now = clock.now();
      if (
        !roundTrip ||
        roundTrip.provider !== provider.id ||
        !query.state.startsWith(`${provider.id}.`) ||
        !sameString(roundTrip.state, query.state) ||
        now.getTime() - roundTrip.createdAt > ROUND_TRIP_TTL_MS ||
        roundTrip.createdAt > now.getTime() + MINUTE
      ) {
        throw stateMismatch();
      }
      // single use: a replayed callback (the same cookie and state again) is refused before the code is
      // sent to the provider a second time
      if (
        !(await repo.claimState(hashToken(query.state), new Date(roundTrip.createdAt + ROUND_TRIP_TTL_MS)))
      ) {
        throw stateMismatch();
      }

      const tokens = await client.exchangeCode(provider, query.code, roundTrip.codeVerifier);
      const profile = await client.profile(provider, tokens);

      const accessToken = randomBytes(32).toString('base64url');
      await repo.insertToken({
        id: hashToken(accessToken),
        provider: provider.id,
        providerUserId: profile.providerUserId,
        email: profile.email,
        name: profile.name,
        expiresAt: new Date(now.getTime() + SNS_TOKEN_TTL_MS),
        createdAt: now,
      });
      return {
        provider: provider.id,
        accessToken,
        registered: await repo.isLinked(provider.id, profile.providerUserId),
        email: profile.email,
        name: profile.name,
        returnTo: roundTrip.returnTo,
      };
    },

    /**
     * Where Apple's form_post lands the browser: the SPA's /oauth route with the code and state (or the
     * error) in the query, as the other providers do by redirect.
     */
    appleCallbackLocation(form: { code?: string; state?: string; error?: string }): string {
      enabled('apple');
      const query = new URLSearchParams();
      if (form.code && form.state) {
        query.set('code', form.code);
        query.set('state', form.state);
      } else {
        query.set('error', form.error ?? 'invalid_request');
        if (form.state) query.set('state', form.state);
      }
      return `/oauth?${query.toString()}`;
    },
  };
}
export type OAuthService = ReturnType<typeof createOAuthService>;
