import { describe, expect, it } from 'vitest';
import { browserKeys } from '../../../test/schedule-fixtures.js';
import { generateVapidKeys } from '../../vapid-keys.js';
import { createRecordingPushSender, createWebPushSender } from './push-sender.js';

const vapid = generateVapidKeys();
const browser = browserKeys();
const target = { endpoint: 'https://push.example.com/send/abc', p256dh: browser.p256dh, auth: browser.auth };

function senderAnswering(status: number | Error) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    if (status instanceof Error) throw status;
    return new Response(null, { status });
  }) as unknown as typeof globalThis.fetch;
  const sender = createWebPushSender({ ...vapid, subject: 'mailto:ops@kickoff.example', fetch });
  return { sender, calls };
}

describe('createWebPushSender', () => {
  it('POSTs the encrypted payload with TTL, urgency, topic and a VAPID authorization', async () => {
    const { sender, calls } = senderAnswering(201);
    expect(await sender.send(target, '{"hello":1}', { ttlSeconds: 60, topic: 'live-5' })).toEqual({
      ok: true,
      status: 201,
    });
    const [call] = calls;
    expect(call!.url).toBe(target.endpoint);
    expect(call!.init.method).toBe('POST');
    expect(call!.init.redirect).toBe('manual');
    const headers = call!.init.headers as Record<string, string>;
    expect(headers).toMatchObject({
      TTL: '60',
      Urgency: 'high',
      Topic: 'live-5',
      'Content-Encoding': 'aes128gcm',
    });
    expect(headers['Content-Length']).toBeUndefined();
    expect(headers.Authorization).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapid.publicKey}$`),
    );
    const body = call!.init.body as Buffer;
    // salt (16) + record size (4) + key id length (1) + server key (65) + ciphertext with a 16-byte tag
    expect(body.length).toBeGreaterThan(16 + 4 + 1 + 65 + 16 + '{"hello":1}'.length);
    expect(body.includes(Buffer.from('hello'))).toBe(false);
  });

  it('says a subscription is gone on 404 and 410 only', async () => {
    for (const [status, gone] of [
      [404, true],
      [410, true],
      [429, false],
      [500, false],
    ] as const) {
      const { sender } = senderAnswering(status);
      expect(await sender.send(target, 'x', { ttlSeconds: 1 })).toEqual({ ok: false, status, gone });
    }
  });

  it('reports a network failure without throwing', async () => {
    const { sender } = senderAnswering(new TypeError('fetch failed'));
    expect(await sender.send(target, 'x', { ttlSeconds: 1 })).toEqual({
      ok: false,
      status: null,
      gone: false,
    });
  });
});

describe('createRecordingPushSender', () => {
  it('records messages and answers the status it is told', async () => {
    const { sender, sent } = createRecordingPushSender((t) => (t.endpoint.endsWith('gone') ? 410 : 201));
    expect(await sender.send(target, 'a', { ttlSeconds: 5 })).toEqual({ ok: true, status: 201 });
    expect(
      await sender.send({ ...target, endpoint: 'https://x.example/gone' }, 'b', { ttlSeconds: 5 }),
    ).toEqual({
      ok: false,
      status: 410,
      gone: true,
    });
    expect(sent.map((m) => m.payload)).toEqual(['a', 'b']);
  });
});
