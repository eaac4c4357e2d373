import type { FastifyRequest } from 'fastify';

/** The deployment is served over HTTPS when its public URL says so (then HSTS is sent too). */
export const servedOverHttps = (publicUrl: string): boolean => publicUrl.startsWith('https:');

/**
 * The one rule for the Secure flag of every cookie we set (decisions.md: Secure behind HTTPS): on an
 * HTTPS deployment always; otherwise when the request itself came over HTTPS. Without a request (a
 * cookie cleared in any answer) only the deployment decides.
 */
export function secureCookies(publicUrl: string): (request?: FastifyRequest) => boolean {
  const https = servedOverHttps(publicUrl);
  return (request) => https || request?.protocol === 'https';
}
