import {
  activateBodySchema,
  changeNicknameBodySchema,
  changePasswordBodySchema,
  changeProfileBodySchema,
  okResponse,
  profileResponse,
  updateEmailBodySchema,
  updatePhoneBodySchema,
  userIdParamSchema,
  withdrawQuerySchema,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Clock } from '../../clock.js';
import type { AccountServices } from './account.services.js';
import type { Auth } from './auth.js';
import { PER_IP } from './rate-limits.js';

/** The logged-in member's own record (spec §7 "Account": profile, changes, withdrawal, reactivation). */
export function profileRoutes(
  { auth, clock }: { auth: Auth; clock: Clock },
  { profile }: AccountServices,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/user/profile', { schema: { response: { 200: profileResponse } } }, async (request) => {
      const me = await auth.member(request);
      return { data: await profile.profile(me.user) };
    });

    app.put(
      '/change/password/:userId',
      {
        config: PER_IP.password,
        schema: { params: userIdParamSchema, body: changePasswordBodySchema, response: { 200: okResponse } },
      },
      async (request) => {
        const me = await auth.self(request, request.params.userId);
        await profile.changePassword(me.user, request.body, me.session.id);
        return { data: null };
      },
    );

    app.put(
      '/email/byCode',
      { schema: { body: updateEmailBodySchema, response: { 200: okResponse } } },
      async (request) => {
        const me = await auth.member(request);
        await profile.updateEmail(me.user, request.body.emailCodeId, me.session.id);
        return { data: null };
      },
    );

    app.put(
      '/phone/byCode',
      { schema: { body: updatePhoneBodySchema, response: { 200: okResponse } } },
      async (request) => {
        const me = await auth.member(request);
        await profile.updatePhone(me.user, request.body.phoneCodeId);
        return { data: null };
      },
    );

    app.put(
      '/change/profile/:userId',
      {
        schema: {
          params: userIdParamSchema,
          body: changeProfileBodySchema(() => clock.now()),
          response: { 200: okResponse },
        },
      },
      async (request) => {
        const me = await auth.self(request, request.params.userId);
        await profile.changeProfile(me.user, request.body);
        return { data: null };
      },
    );

    app.put(
      '/change/nickname/:userId',
      {
        schema: { params: userIdParamSchema, body: changeNicknameBodySchema, response: { 200: okResponse } },
      },
      async (request) => {
        const me = await auth.self(request, request.params.userId);
        await profile.changeNickname(me.user, request.body);
        return { data: null };
      },
    );

    app.delete(
      '/withdraw',
      { schema: { querystring: withdrawQuerySchema, response: { 200: okResponse } } },
      async (request, reply) => {
        const me = await auth.member(request);
        await profile.withdraw(me.user, request.query);
        auth.clearCookie(reply);
        return { data: null };
      },
    );

    app.put(
      '/activate/account',
      { schema: { body: activateBodySchema, response: { 200: okResponse } } },
      async (request) => {
        const me = await auth.member(request);
        await profile.activate(me.user, request.body);
        return { data: null };
      },
    );
  };
}
