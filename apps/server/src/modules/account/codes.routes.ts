import {
  emailCodeIdResponse,
  findEmailBodySchema,
  findEmailResponse,
  okResponse,
  phoneCodeIdResponse,
  resetPasswordBodySchema,
  sendEmailCodeBodySchema,
  sendPhoneCodeBodySchema,
  verifiedResponse,
  verifyEmailCodeBodySchema,
  verifyPhoneCodeBodySchema,
  verifySnsEmailBodySchema,
  verifySnsEmailResponse,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AccountServices } from './account.services.js';
import type { Auth } from './auth.js';
import { PER_IP } from './rate-limits.js';

/** E-mail and phone verification codes (spec §7 "Account": /emailCodes…, /phoneCodes…). */
export function codeRoutes(
  { auth }: { auth: Auth },
  { verification, codes }: AccountServices,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/emailCodes',
      {
        config: PER_IP.send,
        schema: { body: sendEmailCodeBodySchema, response: { 200: emailCodeIdResponse } },
      },
      async (request) => {
        const { email, purpose } = request.body;
        const member = purpose === 'update' ? (await auth.member(request)).user : null;
        return { data: await verification.sendEmailCode(purpose, email, { member, locale: request.locale }) };
      },
    );

    app.post(
      '/emailCodes/verify',
      {
        config: PER_IP.verify,
        schema: { body: verifyEmailCodeBodySchema, response: { 200: verifiedResponse } },
      },
      async (request) => {
        await codes.verify('email', request.body.emailCodeId, request.body.code);
        return { data: { verified: true as const } };
      },
    );

    app.post(
      '/emailCodes/verifySnsEmail',
      {
        config: PER_IP.verify,
        schema: { body: verifySnsEmailBodySchema, response: { 200: verifySnsEmailResponse } },
      },
      async (request) => {
        const { emailCodeId, code, accessToken } = request.body;
        return { data: await verification.verifySnsEmail(emailCodeId, code, accessToken) };
      },
    );

    app.post(
      '/emailCodes/reset',
      { config: PER_IP.send, schema: { body: resetPasswordBodySchema, response: { 200: okResponse } } },
      async (request) => {
        await verification.resetPassword(request.body.emailCodeId, request.body.password);
        return { data: null };
      },
    );

    app.post(
      '/phoneCodes',
      {
        config: PER_IP.send,
        schema: { body: sendPhoneCodeBodySchema, response: { 200: phoneCodeIdResponse } },
      },
      async (request) => {
        const { phone, purpose } = request.body;
        const member = purpose === 'update' ? (await auth.member(request)).user : null;
        return { data: await verification.sendPhoneCode(purpose, phone, { member, locale: request.locale }) };
      },
    );

    app.post(
      '/phoneCodes/verify',
      {
        config: PER_IP.verify,
        schema: { body: verifyPhoneCodeBodySchema, response: { 200: verifiedResponse } },
      },
      async (request) => {
        await codes.verify('sms', request.body.phoneCodeId, request.body.code);
        return { data: { verified: true as const } };
      },
    );

    app.post(
      '/phoneCodes/findEmail',
      { config: PER_IP.send, schema: { body: findEmailBodySchema, response: { 200: findEmailResponse } } },
      async (request) => ({ data: await verification.findEmail(request.body.phoneCodeId) }),
    );
  };
}
