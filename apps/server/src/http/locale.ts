import { DEFAULT_LOCALE, isLocale, type Locale } from '@kickoff/contract';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /** The member's language: `?lang=`, then Accept-Language, then Japanese (spec: default and fallback). */
    locale: Locale;
  }
}

export function pickLocale(langParam: unknown, acceptLanguage: string | undefined): Locale {
  if (isLocale(langParam)) return langParam;
  for (const part of (acceptLanguage ?? '').split(',')) {
    const tag = part.split(';')[0]?.trim().slice(0, 2).toLowerCase();
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}

export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', DEFAULT_LOCALE);
  app.addHook('onRequest', async (request) => {
    const lang = (request.query as Record<string, unknown> | undefined)?.lang;
    request.locale = pickLocale(lang, request.headers['accept-language']);
  });
}
