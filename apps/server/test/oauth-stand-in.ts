import type { SnsProvider } from '@kickoff/contract';
import {
  type MutableResponse,
  type MutableToken,
  OAuth2Server,
  type TokenRequestIncomingMessage,
} from 'oauth2-mock-server';
import type { Config } from '../src/config.js';

/** What the stand-in's token endpoint received. */
export interface TokenRequestSeen {
  body: Record<string, string>;
  authorization: string | undefined;
}

export interface OAuthStandIn {
  server: OAuth2Server;
  /** http://127.0.0.1:<port>, also the issuer of its tokens. */
  url: string;
  tokenRequests: TokenRequestSeen[];
  /** Claims merged into every token the stand-in signs (e.g. iat/exp on the test clock, an Apple sub). */
  tokenClaims: Record<string, unknown>;
  /** Settings that point `provider` at the stand-in (Apple: its JWKS in place of a userinfo URL). */
  config(provider: SnsProvider, options?: { secret?: string | null }): Partial<Config>;
  /** The next userinfo call answers this. */
  nextUserinfo(body: Record<string, unknown>, statusCode?: number): void;
  /** The next token call answers this. */
  nextToken(body: Record<string, unknown>, statusCode: number): void;
  /** Plays the provider's login page: GET its /authorize, answer where it sends the browser back. */
  authorize(location: URL | string): Promise<URL>;
  stop(): Promise<void>;
}

/** A local OAuth 2 / OIDC provider (oauth2-mock-server) standing in for the real ones in tests. */
export async function startOAuthStandIn(): Promise<OAuthStandIn> {
  const server = new OAuth2Server();
  await server.issuer.keys.generate('RS256');
  await server.start(0, '127.0.0.1');
  const url = `http://127.0.0.1:${server.address().port}`;
  server.issuer.url = url;

  const tokenRequests: TokenRequestSeen[] = [];
  const tokenClaims: Record<string, unknown> = {};
  server.service.on('beforeResponse', (_response: MutableResponse, req: TokenRequestIncomingMessage) => {
    tokenRequests.push({
      body: Object.fromEntries(Object.entries(req.body).map(([k, v]) => [k, String(v)])),
      authorization: req.headers.authorization,
    });
  });
  server.service.on('beforeTokenSigning', (token: MutableToken) => {
    Object.assign(token.payload, tokenClaims);
  });

  return {
    server,
    url,
    tokenRequests,
    tokenClaims,
    config(provider, { secret = `${provider}-secret` } = {}) {
      const key = `OAUTH_${provider.toUpperCase()}`;
      return {
        [`${key}_CLIENT_ID`]: `${provider}-client`,
        [`${key}_CLIENT_SECRET`]: secret ?? undefined,
        [`${key}_AUTHORIZE_URL`]: `${url}/authorize`,
        [`${key}_TOKEN_URL`]: `${url}/token`,
        [`${key}_USERINFO_URL`]: provider === 'apple' ? `${url}/jwks` : `${url}/userinfo`,
      } as Partial<Config>;
    },
    nextUserinfo(body, statusCode = 200) {
      server.service.once('beforeUserinfo', (response: MutableResponse) => {
        response.body = body;
        response.statusCode = statusCode;
      });
    },
    nextToken(body, statusCode) {
      server.service.once('beforeResponse', (response: MutableResponse) => {
        response.body = body;
        response.statusCode = statusCode;
      });
    },
    async authorize(location) {
      const response = await fetch(location, { redirect: 'manual' });
      const back = response.headers.get('location');
      if (response.status !== 302 || !back) {
        throw new Error(`stand-in /authorize answered ${response.status}: ${await response.text()}`);
      }
      return new URL(back);
    },
    stop: () => server.stop(),
  };
}
