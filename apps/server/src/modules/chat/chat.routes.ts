import {
  chatBanBodySchema,
  chatBlacklistBodySchema,
  chatInfoResponse,
  chatLiveParamsSchema,
  chatMessageParamsSchema,
  chatMessageResponse,
  chatModerationEntryResponse,
  chatModerationLogQuerySchema,
  chatModerationLogResponse,
  chatMuteBodySchema,
  chatNicknameBodySchema,
  chatNoticeBodySchema,
  chatProfileResponse,
  chatRulesAgreeBodySchema,
  chatStateBodySchema,
  idParamSchema,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import type { ChatServices } from './chat.services.js';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/**
 * The chat calls of the contract (issue 12; chat.ts lists them): the room's info for anyone, the
 * member's standing, rules and blacklist for members, and the moderation calls for staff only. The
 * messages themselves go over the realtime socket (realtime/).
 */
export function chatRoutes(
  { auth }: { auth: Guard },
  { chat, moderation }: ChatServices,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/chat/info/:id',
      { schema: { params: idParamSchema, response: { 200: chatInfoResponse } } },
      async (request) => ({ data: await chat.info(request.params.id) }),
    );

    app.get('/user/profile/chat', { schema: { response: { 200: chatProfileResponse } } }, async (request) => {
      const me = await auth.member(request);
      return { data: await chat.profile(me.userId) };
    });

    app.put(
      '/user/profile/chat',
      { schema: { body: chatRulesAgreeBodySchema, response: { 200: chatProfileResponse } } },
      async (request) => {
        const me = await auth.member(request);
        return { data: await chat.agreeRules(me.userId) };
      },
    );

    app.post(
      '/chat/blacklist',
      {
        config: perMinute(30),
        schema: { body: chatBlacklistBodySchema, response: { 200: chatProfileResponse } },
      },
      async (request) => {
        const me = await auth.member(request);
        return { data: await chat.blacklist(me.userId, request.body) };
      },
    );

    // ── moderation: operators and admins ──
    app.post(
      '/chat/moderation/mute',
      { schema: { body: chatMuteBodySchema, response: { 200: chatModerationEntryResponse } } },
      async (request) => {
        const me = await auth.staff(request);
        return { data: await moderation.mute(me.userId, request.body) };
      },
    );

    app.post(
      '/chat/moderation/ban',
      { schema: { body: chatBanBodySchema, response: { 200: chatModerationEntryResponse } } },
      async (request) => {
        const me = await auth.staff(request);
        return { data: await moderation.ban(me.userId, request.body) };
      },
    );

    app.post(
      '/chat/moderation/nickname',
      { schema: { body: chatNicknameBodySchema, response: { 200: chatModerationEntryResponse } } },
      async (request) => {
        const me = await auth.staff(request);
        return { data: await moderation.nickname(me.userId, request.body) };
      },
    );

    app.get(
      '/chat/moderation/log',
      { schema: { querystring: chatModerationLogQuerySchema, response: { 200: chatModerationLogResponse } } },
      async (request) => {
        await auth.staff(request);
        return { data: { list: await moderation.log(request.query) } };
      },
    );

    app.post(
      '/chat/:liveId/state',
      {
        schema: {
          params: chatLiveParamsSchema,
          body: chatStateBodySchema,
          response: { 200: chatInfoResponse },
        },
      },
      async (request) => {
        const me = await auth.staff(request);
        return { data: await moderation.setState(me.userId, request.params.liveId, request.body) };
      },
    );

    app.post(
      '/chat/:liveId/notice',
      {
        schema: {
          params: chatLiveParamsSchema,
          body: chatNoticeBodySchema,
          response: { 201: chatMessageResponse },
        },
      },
      async (request, reply) => {
        const me = await auth.staff(request);
        const message = await moderation.notice(me.userId, request.params.liveId, request.body.text);
        return reply.status(201).send({ data: message });
      },
    );

    app.delete(
      '/chat/:liveId/messages/:messageId',
      { schema: { params: chatMessageParamsSchema, response: { 200: chatModerationEntryResponse } } },
      async (request) => {
        const me = await auth.staff(request);
        const { liveId, messageId } = request.params;
        return { data: await moderation.deleteMessage(me.userId, liveId, messageId) };
      },
    );
  };
}
