import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../shared/app-error.js';
import type { ArtService } from './art.service.js';

/** A day: the art of a path changes only when its league's colours do, and the ETag covers that. */
const ART_CACHE = 'public, max-age=86400';

/**
 * GET /art/<kind>/<name>: the generated images of the seeded `imgUrl` values (banners, leagues, intro,
 * popups) as SVG. Public — the visitors' intro and its popups show them — and answered 304 when the
 * browser already holds the same bytes. Anything but a known, safe path is 404 NOT_FOUND.
 */
export function artRoutes({ art }: { art: ArtService }): FastifyPluginAsyncZod {
  return async (app) => {
    app.get('/art/*', async (request, reply) => {
      const path = (request.params as { '*'?: string })['*'] ?? '';
      const rendered = await art.render(path);
      if (!rendered) throw new AppError('NOT_FOUND', 'No such art.');
      reply.header('cache-control', ART_CACHE).header('etag', rendered.etag);
      if (request.headers['if-none-match'] === rendered.etag) return reply.status(304).send();
      return reply.type('image/svg+xml; charset=utf-8').send(rendered.svg);
    });
  };
}
