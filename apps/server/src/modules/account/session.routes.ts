import {
  availableResponse,
  emailCheckBodySchema,
  isRememberValue,
  loginBodySchema,
  nicknameCheckBodySchema,
  nicknameCheckResponse,
  okResponse,
  passwordCheckBodySchema,
  passwordValidResponse,
  REMEMBER_HEADER,
  sessionUserResponse,
  signupBodySchema,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock.js';
import type { AccountServices } from './account.services.js';
import type { Auth } from './auth.js';
import { PER_IP } from './rate-limits.js';

/** Sign-up, login, logout and the session (spec §7 "Account"). */
export function sessionRoutes(
  { auth, clock }: { auth: Auth; clock: Clock },
  { signup, login, nicknames }: AccountServices,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/email',
      { config: PER_IP.check, schema: { body: emailCheckBodySchema, response: { 200: availableResponse } } },
      async (request) => {
        await signup.assertEmailAvailable(request.body.email);
        return { data: { available: true as const } };
      },
    );

    app.post(
      '/validation/nickname',
      {
        config: PER_IP.check,
        schema: { body: nicknameCheckBodySchema, response: { 200: nicknameCheckResponse } },
      },
      async (request) => {
        const me = await auth.optional(request);
        const { nickname, checkToken } = request.body;
        return {
          data: await nicknames.check(nickname, { userId: me?.userId ?? null, previousToken: checkToken }),
        };
      },
    );

    app.post(
      '/accounts',
      {
        config: PER_IP.signup,
        schema: { body: signupBodySchema(() => clock.now()), response: { 201: sessionUserResponse } },
      },
      async (request, reply) => {
        const { user, provider } = await signup.signup(request.body, request.locale);
        const sessionUser = await auth.login(request, reply, user, {
          remember: isRememberValue(request.headers[REMEMBER_HEADER]),
          method: provider ? `sns:${provider}` : 'signup',
          firstLogin: true,
        });
        return reply.status(201).send({ data: sessionUser });
      },
    );

    app.post(
      '/login',
      { config: PER_IP.login, schema: { body: loginBodySchema, response: { 200: sessionUserResponse } } },
      async (request, reply) => {
        const body = request.body;
        const found =
          'sns' in body
            ? await login.withSns(body.sns, body.accessToken)
            : await login.withPassword(body.username, body.password);
        const { user, firstLogin } = await login.recordLogin(found);
        const data = await auth.login(request, reply, user, {
          remember: isRememberValue(request.headers[REMEMBER_HEADER]),
          method: 'sns' in body ? `sns:${body.sns}` : 'password',
          firstLogin,
        });
        return { data };
      },
    );

    app.get('/logout', { schema: { response: { 200: okResponse } } }, async (request, reply) => {
      await auth.logout(request, reply);
      return { data: null };
    });

    const currentSession = { schema: { response: { 200: sessionUserResponse } } };
    app.get('/session', currentSession, async (request) => {
      const me = await auth.member(request);
      return { data: await auth.sessionUser(me) };
    });

    // POST re-reads after a change (the member row is read fresh on every request)
    app.post('/session', currentSession, async (request) => {
      const me = await auth.member(request);
      return { data: await auth.sessionUser(me) };
    });

    // keep-alive: resolving the session slides its idle expiry
    app.put('/session', { schema: { response: { 200: okResponse } } }, async (request) => {
      await auth.member(request);
      return { data: null };
    });

    app.post(
      '/validation/password',
      {
        config: PER_IP.password,
        schema: { body: passwordCheckBodySchema, response: { 200: passwordValidResponse } },
      },
      async (request) => {
        const me = await auth.member(request);
        await login.reauthenticate(me.user, request.body.password);
        return { data: { valid: true as const } };
      },
    );
  };
}
