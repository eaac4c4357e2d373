import { voucherResponse } from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import type { PassService } from './passes.service.js';

/** The member's pass (spec §7 GET /user/sub/scope: 200 sets the voucher; 401 clears it). */
export function passesRoutes({ auth }: { auth: Guard }, passes: PassService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/user/sub/scope', { schema: { response: { 200: voucherResponse } } }, async (request) => {
      const me = await auth.member(request);
      return { data: await passes.voucherOf(me.userId) };
    });
  };
}
