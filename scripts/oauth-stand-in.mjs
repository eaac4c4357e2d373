#!/usr/bin/env node
// A local OAuth 2 provider standing in for Kakao in the browser journeys (oauth2-mock-server).
// Its /authorize sends the browser straight back to redirect_uri with a code and the state (no login
// page), /token checks the PKCE verifier, /userinfo answers a Kakao member. Every sign-in at the
// stand-in is a new Kakao member (kakao-e2e-<n>, sns.e2e+<n>@example.com), so journeys (and their
// retries) never meet an identity an earlier run already linked.
//
// Point the server at it with:
//   OAUTH_KAKAO_CLIENT_ID=kickoff-e2e  OAUTH_KAKAO_CLIENT_SECRET=kickoff-e2e-secret (any values)
//   OAUTH_KAKAO_AUTHORIZE_URL=http://127.0.0.1:<port>/authorize
//   OAUTH_KAKAO_TOKEN_URL=http://127.0.0.1:<port>/token
//   OAUTH_KAKAO_USERINFO_URL=http://127.0.0.1:<port>/userinfo
import { OAuth2Server } from 'oauth2-mock-server';

const port = Number(process.env.OAUTH_STAND_IN_PORT ?? 8383);
const host = '127.0.0.1';

/** The n-th member signing in: Kakao's GET /v2/user/me shape. */
const kakaoUser = (n) => ({
  id: `kakao-e2e-${n}`,
  connected_at: '2026-01-01T00:00:00Z',
  properties: { nickname: 'E2E Kicker' },
  kakao_account: {
    profile_nickname_needs_agreement: false,
    profile: { nickname: 'E2E Kicker', is_default_nickname: false },
    has_email: true,
    email_needs_agreement: false,
    is_email_valid: true,
    is_email_verified: true,
    email: `sns.e2e+${n}@example.com`,
  },
});

const server = new OAuth2Server();
await server.issuer.keys.generate('RS256');
let signIns = 0;
server.service.on('beforeUserinfo', (response) => {
  signIns += 1;
  response.body = kakaoUser(signIns);
});
await server.start(port, host);
server.issuer.url = `http://${host}:${port}`;
console.log(`oauth stand-in ready on ${port}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.stop().finally(() => process.exit(0));
  });
}
