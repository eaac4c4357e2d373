import { createHmac, timingSafeEqual } from 'node:crypto';
import { type WebhookHeaders, WebhookSignatureError } from '../provider.js';

/** The header every webhook delivery carries: `t=<unix seconds>,v1=<hex HMAC-SHA256>`. */
export const SIGNATURE_HEADER = 'Kickoff-Signature';
/** How far a delivery's timestamp may be from the receiver's clock, either way (replays beyond it fail). */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const hmacHex = (secret: string, timestamp: number, rawBody: Buffer | string): string =>
  createHmac('sha256', secret)
    .update(`${timestamp}.`)
    .update(typeof rawBody === 'string' ? Buffer.from(rawBody) : rawBody)
    .digest('hex');

/** The signature header of one delivery of `rawBody` at `now`. */
export function signWebhook(secret: string, rawBody: Buffer | string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, rawBody)}`;
}

/** The header's value, whatever its case (Node lower-cases them; a test may not). */
function headerOf(headers: WebhookHeaders, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() !== wanted) continue;
    return Array.isArray(value) ? value.join(',') : value;
  }
  return undefined;
}

/**
 * Checks one delivery's signature over the raw bytes received: a `t` and at least one `v1` (several
 * may come while a secret is rotated), `t` within 300 s of `now` either way, and one `v1` equal to the
 * HMAC of `"<t>.<raw body>"`, compared in constant time. Throws `WebhookSignatureError` otherwise.
 */
export function verifyWebhookSignature(
  secret: string,
  rawBody: Buffer,
  headers: WebhookHeaders,
  now: Date,
): void {
  const header = headerOf(headers, SIGNATURE_HEADER);
  if (!header) throw new WebhookSignatureError('no signature header');
  let timestamp: number | null = null;
  const signatures: Buffer[] = [];
  for (const part of header.split(',')) {
    const [key, value = ''] = part.trim().split('=', 2);
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/.test(value)) signatures.push(Buffer.from(value, 'hex'));
  }
  if (timestamp === null || signatures.length === 0) {
    throw new WebhookSignatureError('malformed signature header');
  }
  if (Math.abs(now.getTime() / 1000 - timestamp) > SIGNATURE_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError('timestamp outside the tolerance');
  }
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  // every candidate is compared (32 bytes each, lengths checked by the pattern above)
  let matched = false;
  for (const signature of signatures) {
    if (timingSafeEqual(signature, expected)) matched = true;
  }
  if (!matched) throw new WebhookSignatureError('signature does not match');
}
