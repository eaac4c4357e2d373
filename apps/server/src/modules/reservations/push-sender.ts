import webpush from 'web-push';

/** A browser's push subscription as stored (endpoint of its push service, its P-256 key, its secret). */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushOptions {
  /** How long the push service keeps the message for an offline browser, in seconds. */
  ttlSeconds: number;
  /** Replaces an undelivered message with the same topic (base64url, at most 32 characters). */
  topic?: string;
}

/** `gone`: the push service says the subscription no longer exists (404 or 410): forget it. */
export type PushResult = { ok: true; status: number } | { ok: false; status: number | null; gone: boolean };

/** Sends one encrypted Web Push message (RFC 8030, 8291, 8292). Tests may hand in their own. */
export interface PushSender {
  send(target: PushTarget, payload: string, options: PushOptions): Promise<PushResult>;
}

export interface WebPushSenderOptions {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact of the sender (VAPID `sub`). */
  subject: string;
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
}

/**
 * The real sender: web-push builds the request (aes128gcm payload encryption for the subscription's
 * keys, a VAPID JWT signed with ES256 for the endpoint's origin, TTL and Urgency headers) and it is sent
 * with fetch, so any http(s) push service works, a local stand-in in tests included.
 */
export function createWebPushSender({
  publicKey,
  privateKey,
  subject,
  timeoutMs = 10_000,
  fetch = globalThis.fetch,
}: WebPushSenderOptions): PushSender {
  return {
    async send(target, payload, options) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: { subject, publicKey, privateKey },
          TTL: options.ttlSeconds,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
          ...(options.topic ? { topic: options.topic } : {}),
        },
      );
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(details.headers)) {
        // fetch sets the length itself
        if (name.toLowerCase() !== 'content-length') headers[name] = String(value);
      }
      try {
        const response = await fetch(details.endpoint, {
          method: details.method,
          headers,
          body: details.body,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await response.body?.cancel();
        if (response.status >= 200 && response.status < 300) return { ok: true, status: response.status };
        return {
          ok: false,
          status: response.status,
          gone: response.status === 404 || response.status === 410,
        };
      } catch {
        return { ok: false, status: null, gone: false };
      }
    },
  };
}

/** A sender that records messages instead of sending them (tests, or a server without push). */
export function createRecordingPushSender(answer: (target: PushTarget) => number = () => 201) {
  const sent: { target: PushTarget; payload: string; options: PushOptions }[] = [];
  const sender: PushSender = {
    async send(target, payload, options) {
      sent.push({ target, payload, options });
      const status = answer(target);
      return status >= 200 && status < 300
        ? { ok: true, status }
        : { ok: false, status, gone: status === 404 || status === 410 };
    },
  };
  return { sender, sent };
}
