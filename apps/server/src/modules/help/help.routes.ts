import {
  createCooperationBodySchema,
  createInquiryBodySchema,
  eventDetailQuerySchema,
  eventDetailResponse,
  eventListQuerySchema,
  eventListResponse,
  faqCategoriesResponse,
  faqListQuerySchema,
  faqListResponse,
  fileParamsSchema,
  inquiryCreatedResponse,
  noticeCategoriesResponse,
  noticeDetailQuerySchema,
  noticeDetailResponse,
  noticeListQuerySchema,
  noticeListResponse,
  qnaListQuerySchema,
  qnaListResponse,
  termsParamSchema,
  termsResponse,
  termsTitleResponse,
} from '@kickoff/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Guard } from '../../http/guard.js';
import type { HelpService } from './help.service.js';

/** Content-Disposition for a name that may hold any script (RFC 6266 / 5987). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const safe = name.replace(/[\\/\r\n"]/g, '_').slice(0, 200) || 'file';
  const ascii = safe.replace(/[^\x20-\x7e]/g, '_');
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(safe)}`;
}

/** Notices, events, FAQ, terms, inquiries and board files (spec §7 "Content", help screens of §2). */
export function helpRoutes(
  { auth }: { auth: Guard },
  { help }: { help: HelpService },
): FastifyPluginAsyncZod {
  return async (app) => {
    const publicCache = 'public, max-age=30';

    app.get(
      '/notice/category',
      { schema: { response: { 200: noticeCategoriesResponse } } },
      async (request, reply) => {
        reply.header('cache-control', publicCache);
        return { data: await help.noticeCategories(request.locale) };
      },
    );

    app.get(
      '/notice/list',
      { schema: { querystring: noticeListQuerySchema, response: { 200: noticeListResponse } } },
      async (request) => ({ data: await help.notices(request.query, request.locale) }),
    );

    app.get(
      '/notice/detail',
      { schema: { querystring: noticeDetailQuerySchema, response: { 200: noticeDetailResponse } } },
      async (request) => ({ data: await help.notice(request.query.id, request.locale) }),
    );

    app.get(
      '/events',
      { schema: { querystring: eventListQuerySchema, response: { 200: eventListResponse } } },
      async (request) => ({ data: await help.events(request.query, request.locale) }),
    );

    app.get(
      '/events/detail',
      { schema: { querystring: eventDetailQuerySchema, response: { 200: eventDetailResponse } } },
      async (request) => ({ data: await help.event(request.query.id, request.locale) }),
    );

    app.get(
      '/faq/category',
      { schema: { response: { 200: faqCategoriesResponse } } },
      async (request, reply) => {
        reply.header('cache-control', publicCache);
        return { data: await help.faqCategories(request.locale) };
      },
    );

    app.get(
      '/faq/list',
      { schema: { querystring: faqListQuerySchema, response: { 200: faqListResponse } } },
      async (request) => ({ data: await help.faqs(request.query, request.locale) }),
    );

    app.get(
      '/terms/:id',
      { schema: { params: termsParamSchema, response: { 200: termsResponse } } },
      async (request) => ({ data: await help.terms(request.params.id, request.locale) }),
    );

    app.get(
      '/terms/title/:id',
      { schema: { params: termsParamSchema, response: { 200: termsTitleResponse } } },
      async (request) => ({ data: await help.termsTitle(request.params.id, request.locale) }),
    );

    const inquiryRateLimit = { rateLimit: { max: 5, timeWindow: '1 minute' } };

    app.post(
      '/qna',
      {
        config: inquiryRateLimit,
        schema: { body: createInquiryBodySchema, response: { 201: inquiryCreatedResponse } },
      },
      async (request, reply) => {
        const me = await auth.optional(request);
        const created = await help.createInquiry(
          { kind: 'inquiry', ...request.body },
          request.locale,
          me?.userId ?? null,
        );
        return reply.status(201).send({ data: created });
      },
    );

    app.post(
      '/qna/cooperate',
      {
        config: inquiryRateLimit,
        schema: { body: createCooperationBodySchema, response: { 201: inquiryCreatedResponse } },
      },
      async (request, reply) => {
        const me = await auth.optional(request);
        const created = await help.createInquiry(
          { kind: 'cooperation', ...request.body },
          request.locale,
          me?.userId ?? null,
        );
        return reply.status(201).send({ data: created });
      },
    );

    app.get(
      '/qna/list',
      { schema: { querystring: qnaListQuerySchema, response: { 200: qnaListResponse } } },
      async (request) => {
        const me = await auth.member(request);
        return { data: await help.myInquiries(me.userId, request.query) };
      },
    );

    app.get('/files/:id/:name', { schema: { params: fileParamsSchema } }, async (request, reply) => {
      const file = await help.file(request.params.id);
      const inline = file.mimeType.startsWith('image/');
      return reply
        .type(file.mimeType)
        .header('content-length', file.size)
        .header(
          'content-disposition',
          contentDisposition(inline ? 'inline' : 'attachment', request.params.name),
        )
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox")
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        .send(file.content);
    });
  };
}
