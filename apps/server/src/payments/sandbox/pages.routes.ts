import type { Locale } from '@kickoff/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Clock } from '../../clock.js';
import { PAGE_CSS_HASH } from './pages.style.js';
import { PAGE_TEXT } from './pages.text.js';
import { authenticatePage, checkoutPage, messagePage, settledPage } from './pages.view.js';
import type { SessionRow } from './sandbox.repo.js';
import { authenticatePath, checkoutPath, type FormResult, type SessionService } from './sessions.service.js';

/** Where the app mounts these pages: outside /api/v2, they are the provider's, not our API. */
export const SANDBOX_PAGES_PREFIX = '/sandbox-pay';

const params = z.object({ sessionId: z.string().min(1).max(64) });
const field = z.string().max(200).optional();
const cardBody = z.object({ formToken: field, number: field, expiry: field, cvc: field, name: field });
const authBody = z.object({ formToken: field, action: z.enum(['complete', 'fail']) });

const originOf = (url: string): string | null => (URL.canParse(url) ? new URL(url).origin : null);

/**
 * The Content-Security-Policy of a page: nothing loads but its own inline sheet (by hash), no script,
 * no frame; its forms post here only, and the redirect after them may go to the session's returnUrl.
 */
const policyOf = (session: SessionRow | null) =>
  [
    "default-src 'none'",
    `style-src ${PAGE_CSS_HASH}`,
    "img-src 'self' data:",
    `form-action 'self'${session ? ` ${originOf(session.returnUrl) ?? ''}` : ''}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');

function sendPage(reply: FastifyReply, status: number, body: string, session: SessionRow | null) {
  return (
    reply
      .status(status)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', policyOf(session))
      // the forms' own Origin is sent (helmet's no-referrer would make it "null"); nothing leaks cross-site
      .header('referrer-policy', 'same-origin')
      .send(body)
  );
}

const notFound = (reply: FastifyReply, locale: Locale) => {
  const t = PAGE_TEXT[locale];
  return sendPage(
    reply,
    404,
    messagePage(locale, { tone: 'info', title: t.notFoundTitle, text: t.notFoundText }),
    null,
  );
};

const forbidden = (reply: FastifyReply, session: SessionRow) => {
  const t = PAGE_TEXT[session.locale];
  return sendPage(
    reply,
    403,
    messagePage(session.locale, {
      tone: 'error',
      title: t.badTokenTitle,
      text: t.badTokenText,
      link: { href: checkoutPath(session.id), label: t.reload },
    }),
    session,
  );
};

/**
 * The hosted checkout of the sandbox provider, served by this server under /sandbox-pay as a real
 * provider serves its own: GET the card form, POST it; the bank's 3-D Secure page; the pages of an
 * expired or completed session. Forms are urlencoded (parsed here only) and carry the session's form
 * token; a post another site makes (Sec-Fetch-Site cross-site, or a foreign Origin) is refused. Every
 * answer, errors included, is an HTML page. Card numbers are neither logged nor stored.
 */
export function sandboxPagesRoutes(
  pages: SessionService,
  { publicUrl, clock }: { publicUrl: string; clock: Clock },
): FastifyPluginAsyncZod {
  const publicOrigin = originOf(publicUrl);

  const fromAnotherSite = (request: FastifyRequest) => {
    if (request.headers['sec-fetch-site'] === 'cross-site') return true;
    const origin = request.headers.origin;
    // a browser's opaque origin ("null": privacy settings, a sandboxed frame) relies on the token alone
    if (origin === undefined || origin === 'null') return false;
    return origin !== publicOrigin && origin !== `${request.protocol}://${request.host}`;
  };

  /** The answer to a posted form (card or 3-D Secure), or to a page asked for in another state. */
  const answer = (reply: FastifyReply, result: FormResult, locale: Locale) => {
    switch (result.kind) {
      case 'not_found':
        return notFound(reply, locale);
      case 'done':
        return reply.redirect(result.session.returnUrl, 303);
      case 'authenticate':
      case 'requires_action':
        return reply.redirect(authenticatePath(result.session.id), 303);
      case 'open':
        return reply.redirect(checkoutPath(result.session.id), 303);
      case 'bad_token':
        return forbidden(reply, result.session);
      case 'invalid':
        return sendPage(reply, 422, checkoutPage(result.session, result), result.session);
      case 'expired':
        return sendPage(reply, 410, settledPage(result.session), result.session);
      case 'paid':
      case 'failed':
        return sendPage(reply, 200, settledPage(result.session), result.session);
    }
  };

  return async (app) => {
    // the pages take HTML forms and nothing else (JSON is the API's)
    app.removeAllContentTypeParsers();
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 16 * 1024 },
      (_request, body, done) => {
        const fields: Record<string, string> = {};
        for (const [key, value] of new URLSearchParams(String(body))) fields[key] ??= value;
        done(null, fields);
      },
    );

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const allowed = app.routeTable.allowedMethods(path);
      if (allowed.length > 0) reply.header('allow', allowed.join(', '));
      if (allowed.length === 0) return notFound(reply, request.locale);
      const t = PAGE_TEXT[request.locale];
      return sendPage(
        reply,
        405,
        messagePage(request.locale, { tone: 'info', title: t.errorTitle, text: t.errorText }),
        null,
      );
    });

    app.setErrorHandler((error: Error & { status?: number; statusCode?: number }, request, reply) => {
      const status = error.status ?? error.statusCode ?? 500;
      if (status >= 500) request.log.error({ err: error }, 'sandbox page failed');
      const t = PAGE_TEXT[request.locale];
      const page = messagePage(request.locale, { tone: 'error', title: t.errorTitle, text: t.errorText });
      return sendPage(reply, status >= 400 && status < 600 ? status : 500, page, null);
    });

    app.get('/checkout/:sessionId', { schema: { params } }, async (request, reply) => {
      const view = await pages.view(request.params.sessionId);
      if (view.kind === 'open') return sendPage(reply, 200, checkoutPage(view.session), view.session);
      return view.kind === 'not_found'
        ? notFound(reply, request.locale)
        : answer(reply, view, request.locale);
    });

    app.post('/checkout/:sessionId', { schema: { params, body: cardBody } }, async (request, reply) => {
      const { formToken = '', number = '', expiry = '', cvc = '', name = '' } = request.body;
      const view = await pages.view(request.params.sessionId);
      if (view.kind === 'not_found') return notFound(reply, request.locale);
      if (fromAnotherSite(request)) return forbidden(reply, view.session);
      const result = await pages.submitCard(view.session.id, formToken, { number, expiry, cvc, name });
      if (result.kind === 'invalid') {
        // what was typed comes back, except the CVC
        return sendPage(
          reply,
          422,
          checkoutPage(result.session, { errors: result.errors, values: { number, expiry, name } }),
          result.session,
        );
      }
      return answer(reply, result, request.locale);
    });

    app.get('/checkout/:sessionId/authenticate', { schema: { params } }, async (request, reply) => {
      const view = await pages.view(request.params.sessionId);
      if (view.kind === 'requires_action') {
        return sendPage(reply, 200, authenticatePage(view.session, clock.now()), view.session);
      }
      return view.kind === 'not_found'
        ? notFound(reply, request.locale)
        : answer(reply, view, request.locale);
    });

    app.post(
      '/checkout/:sessionId/authenticate',
      { schema: { params, body: authBody } },
      async (request, reply) => {
        const view = await pages.view(request.params.sessionId);
        if (view.kind === 'not_found') return notFound(reply, request.locale);
        if (fromAnotherSite(request)) return forbidden(reply, view.session);
        const { formToken = '', action } = request.body;
        return answer(
          reply,
          await pages.authenticate(view.session.id, formToken, action === 'complete'),
          request.locale,
        );
      },
    );
  };
}
