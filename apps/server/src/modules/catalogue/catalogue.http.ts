import type { FastifyRequest } from 'fastify';
import type { Guard } from '../../http/guard.js';
import type { Viewer } from './catalogue.present.js';

/** Public answers that hold no member data may be cached briefly (they vary by Accept-Language). */
export const PUBLIC_CACHE = 'public, max-age=30';

/** The logged-in member asking (401 otherwise) and the language of the answer. */
export async function viewerOf(auth: Guard, request: FastifyRequest): Promise<Viewer> {
  const me = await auth.member(request);
  return { userId: me.userId, locale: request.locale };
}
