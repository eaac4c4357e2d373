import {
  appleCallbackBodySchema,
  oauthAuthorizeQuerySchema,
  oauthProviderParamsSchema,
  oauthProvidersResponse,
  oauthTokenQuerySchema,
  oauthTokenResponse,
} from '@kickoff/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.js';
import { secureCookies } from '../../http/https.js';
import { type OAuthService, ROUND_TRIP_TTL_MS, type RoundTrip, roundTripSchema } from './oauth.service.js';

/** The signed state cookie of one round trip to a provider (provider, state, PKCE verifier, returnTo). */
export const OAUTH_COOKIE = 'kickoff_oauth';

/**
 * The longest state cookie read back: what a browser keeps at most (RFC 6265 §6.1, 4096 bytes). A round
 * trip with a returnTo of LIMITS.returnPathMax characters encodes to about 3,000, so no bound of its own.
 */
const OAUTH_COOKIE_MAX = 4096;

const encodeRoundTrip = (roundTrip: RoundTrip) =>
  Buffer.from(JSON.stringify(roundTrip)).toString('base64url');

function decodeRoundTrip(request: FastifyRequest): RoundTrip | null {
  const raw = request.cookies[OAUTH_COOKIE];
  if (!raw || raw.length > OAUTH_COOKIE_MAX) return null;
  const unsigned = request.unsignCookie(raw);
  if (!unsigned.valid || unsigned.value === null) return null;
  try {
    const parsed = roundTripSchema.safeParse(JSON.parse(Buffer.from(unsigned.value, 'base64url').toString()));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * Social login (spec §1, §7 "GET /oauth/{provider}/token"): the browser goes to
 * /oauth/{provider}/authorize, the provider sends it back to the SPA's /oauth (or /oauth/twitter),
 * which calls /oauth/{provider}/token and then POST /login or the sns_ sign-up steps.
 */
export function oauthRoutes(
  { config }: { config: Pick<Config, 'PUBLIC_URL'> },
  { oauth }: { oauth: OAuthService },
): FastifyPluginAsyncZod {
  return async (app) => {
    const secure = secureCookies(config.PUBLIC_URL);
    const cookieOptions = (request: FastifyRequest) =>
      ({
        path: `${app.prefix}/oauth`,
        httpOnly: true,
        sameSite: 'lax',
        secure: secure(request),
      }) as const;

    app.get(
      '/oauth/providers',
      { schema: { response: { 200: oauthProvidersResponse } } },
      async (_request, reply) => {
        reply.header('cache-control', 'public, max-age=60');
        return { data: oauth.enabledProviders() };
      },
    );

    // The browser navigates here. An unknown or disabled provider answers 404 SNS_PROVIDER_UNAVAILABLE
    // (JSON): the login screen only offers the providers of /oauth/providers.
    app.get(
      '/oauth/:provider/authorize',
      {
        config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
        schema: { params: oauthProviderParamsSchema, querystring: oauthAuthorizeQuerySchema },
      },
      async (request, reply) => {
        const { location, roundTrip } = oauth.begin(request.params.provider, request.query.returnTo);
        reply.setCookie(OAUTH_COOKIE, encodeRoundTrip(roundTrip), {
          ...cookieOptions(request),
          signed: true,
          maxAge: ROUND_TRIP_TTL_MS / 1000,
        });
        return reply.redirect(location, 302);
      },
    );

    app.get(
      '/oauth/:provider/token',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          params: oauthProviderParamsSchema,
          querystring: oauthTokenQuerySchema,
          response: { 200: oauthTokenResponse },
        },
      },
      async (request, reply) => {
        const roundTrip = decodeRoundTrip(request);
        // One answer per round trip, whatever it is: a second call needs a new /authorize.
        if (request.cookies[OAUTH_COOKIE] !== undefined) {
          reply.clearCookie(OAUTH_COOKIE, cookieOptions(request));
        }
        return { data: await oauth.complete(request.params.provider, request.query, roundTrip) };
      },
    );

    // Apple posts its answer (form_post). The POST comes from appleid.apple.com, so the SameSite=Lax
    // state cookie is not sent with it: this only moves code and state into a same-site GET of /oauth.
    const appleCallback: FastifyPluginAsyncZod = async (form) => {
      form.addContentTypeParser(
        'application/x-www-form-urlencoded',
        { parseAs: 'string', bodyLimit: 16 * 1024 },
        (_request, body, done) => {
          done(null, Object.fromEntries(new URLSearchParams(body as string)));
        },
      );
      form.post(
        '/oauth/apple/callback',
        {
          config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
          schema: { body: appleCallbackBodySchema },
        },
        async (request, reply) => reply.redirect(oauth.appleCallbackLocation(request.body), 303),
      );
    };
    await app.register(appleCallback);
  };
}
