import { createRemoteJWKSet, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import { AppError } from '../../shared/app-error.js';
import type { ProviderSettings, SnsProfile } from './providers.js';

/** Each call to a provider (token, userinfo, JWKS) gives up after this long. */
export const PROVIDER_TIMEOUT_MS = 5_000;
/** Bigger answers are not a token or a profile. */
const MAX_ANSWER_BYTES = 256 * 1024;

export interface ProviderTokens {
  accessToken: string;
  idToken: string | null;
}

const tokenAnswer = z.object({
  access_token: z.string().min(1),
  id_token: z.string().min(1).optional(),
});

/**
 * The provider refused or could not be reached. The client sees only the code and a generic message;
 * the cause (host, status, the provider's OAuth error code, never a secret or a token) goes to the log.
 */
const snsError = (detail: string, cause?: unknown) =>
  new AppError('SNS_ERROR', 'The social login service did not complete the login. Please try again.', {
    cause: new Error(detail, { cause }),
  });

/** The OAuth error code of an error answer, if it has one (RFC 6749 §5.2), for the log. */
function oauthErrorOf(body: unknown): string {
  if (body && typeof body === 'object' && 'error' in body && typeof body.error === 'string') {
    return ` (${body.error.slice(0, 60)})`;
  }
  return '';
}

/**
 * The HTTP side of a social login: code exchange at the token endpoint (client_secret_basic or
 * client_secret_post, PKCE verifier), then the profile from the userinfo endpoint or, for Apple, from
 * the id_token verified against the provider's JWKS. arctic's OAuth2Client builds the authorization
 * URL; the exchange is done here because arctic's has no timeout and only speaks client_secret_basic.
 */
export function createProviderClient({
  clock,
  timeoutMs = PROVIDER_TIMEOUT_MS,
}: {
  clock: Clock;
  timeoutMs?: number;
}) {
  const keySets = new Map<string, JWTVerifyGetKey>();
  const keySet = (url: string) => {
    let set = keySets.get(url);
    if (!set) {
      set = createRemoteJWKSet(new URL(url), { timeoutDuration: timeoutMs, cacheMaxAge: 10 * 60_000 });
      keySets.set(url, set);
    }
    return set;
  };

  async function requestJson(url: string, init: RequestInit): Promise<unknown> {
    const host = new URL(url).host;
    let status: number;
    let body: string;
    try {
      const response = await fetch(url, {
        ...init,
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
      status = response.status;
      const length = Number(response.headers.get('content-length') ?? 0);
      if (length > MAX_ANSWER_BYTES) {
        await response.body?.cancel();
        throw new Error(`answer of ${length} bytes`);
      }
      body = await response.text();
    } catch (error) {
      throw snsError(`${init.method ?? 'GET'} ${host} failed`, error);
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch {
      throw snsError(`${host} answered ${status} with no JSON`);
    }
    if (status !== 200) throw snsError(`${host} answered ${status}${oauthErrorOf(json)}`);
    return json;
  }

  return {
    /** Trades the authorization code for tokens (RFC 6749 §4.1.3, RFC 7636 §4.5). */
    async exchangeCode(
      provider: ProviderSettings,
      code: string,
      codeVerifier: string | null,
    ): Promise<ProviderTokens> {
      const form = new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: provider.redirectUri,
      });
      if (codeVerifier) form.set('code_verifier', codeVerifier);
      const headers: Record<string, string> = {
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      };
      if (provider.clientSecret && provider.clientAuth === 'basic') {
        const credentials = Buffer.from(`${provider.clientId}:${provider.clientSecret}`).toString('base64');
        headers.authorization = `Basic ${credentials}`;
      } else {
        form.set('client_id', provider.clientId);
        if (provider.clientSecret) form.set('client_secret', provider.clientSecret);
      }
      const json = await requestJson(provider.tokenUrl, { method: 'POST', headers, body: form.toString() });
      // Naver answers 200 with { error } when the code is bad.
      const parsed = tokenAnswer.safeParse(json);
      if (!parsed.success)
        throw snsError(`${provider.id} token answer without access_token${oauthErrorOf(json)}`);
      return { accessToken: parsed.data.access_token, idToken: parsed.data.id_token ?? null };
    },

    /** Who the member is at the provider. */
    async profile(provider: ProviderSettings, tokens: ProviderTokens): Promise<SnsProfile> {
      let payload: unknown;
      if (provider.profile.from === 'userinfo') {
        payload = await requestJson(provider.profile.url, {
          method: 'GET',
          headers: { authorization: `Bearer ${tokens.accessToken}`, accept: 'application/json' },
        });
      } else {
        if (!tokens.idToken) throw snsError(`${provider.id} token answer without id_token`);
        try {
          const verified = await jwtVerify(tokens.idToken, keySet(provider.profile.jwksUrl), {
            // Apple's issuer is the origin of its token endpoint (https://appleid.apple.com); so is a stand-in's.
            issuer: new URL(provider.tokenUrl).origin,
            audience: provider.clientId,
            algorithms: ['RS256', 'ES256'],
            currentDate: clock.now(),
            clockTolerance: 60,
          });
          payload = verified.payload;
        } catch (error) {
          throw snsError(`${provider.id} id_token rejected`, error);
        }
      }
      try {
        return provider.toProfile(payload);
      } catch (error) {
        throw snsError(`${provider.id} profile not understood`, error);
      }
    },
  };
}
export type ProviderClient = ReturnType<typeof createProviderClient>;
