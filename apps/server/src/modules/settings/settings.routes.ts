import { scoreSettingResponse, scoreSettingSchema } from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import type { SettingsService } from './settings.service.js';

/** GET/PUT /score/on: members only. */
export function settingsRoutes(
  { auth }: { auth: Guard },
  { settings }: { settings: SettingsService },
): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/score/on', { schema: { response: { 200: scoreSettingResponse } } }, async (request) => {
      const me = await auth.member(request);
      return { data: { on: await settings.scoreOn(me.userId) } };
    });

    app.put(
      '/score/on',
      { schema: { body: scoreSettingSchema, response: { 200: scoreSettingResponse } } },
      async (request) => {
        const me = await auth.member(request);
        return { data: { on: await settings.setScoreOn(me.userId, request.body.on) } };
      },
    );
  };
}
