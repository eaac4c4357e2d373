import type { PushSubscriptionBody } from '@kickoff/contract';
import { call } from '../../../core/call.js';

/** Where the service worker lives (apps/web/public/sw.js); its scope is the whole app. */
export const SERVICE_WORKER_URL = '/sw.js';

/**
 * What the browser allows for Web Push:
 * - unsupported: no service worker, PushManager or Notification (old browsers, some in-app browsers)
 * - blocked: the member (or the browser) denied notifications for this site
 * - off: allowed or not asked yet, but this browser is not subscribed
 * - on: subscribed, the server sends alerts here
 */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

/** The browser parts the push flow uses; tests hand in fakes. */
export interface PushEnvironment {
  serviceWorker?: Pick<ServiceWorkerContainer, 'register' | 'getRegistration' | 'ready'>;
  Notification?: Pick<typeof Notification, 'permission' | 'requestPermission'>;
  hasPushManager: boolean;
}

export function browserPushEnvironment(): PushEnvironment {
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return {
    serviceWorker: nav && 'serviceWorker' in nav ? nav.serviceWorker : undefined,
    Notification: typeof Notification === 'undefined' ? undefined : Notification,
    hasPushManager: typeof window !== 'undefined' && 'PushManager' in window,
  };
}

const supported = (env: PushEnvironment) =>
  env.serviceWorker !== undefined && env.Notification !== undefined && env.hasPushManager;

/** The registration of the app's worker, if one is installed (never installs, never prompts). */
async function existingRegistration(env: PushEnvironment) {
  return (await env.serviceWorker?.getRegistration('/')) ?? undefined;
}

/** The current state, read without asking the member anything. */
export async function readPushState(env: PushEnvironment): Promise<PushState> {
  if (!supported(env)) return 'unsupported';
  if (env.Notification?.permission === 'denied') return 'blocked';
  if (env.Notification?.permission !== 'granted') return 'off';
  const registration = await existingRegistration(env);
  const subscription = await registration?.pushManager.getSubscription();
  return subscription ? 'on' : 'off';
}

/** The VAPID key of GET /push/key (base64url) as the bytes `applicationServerKey` takes. */
export function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const raw = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
  return bytes;
}

const sameKey = (a: ArrayBuffer | null | undefined, b: Uint8Array) =>
  a !== null &&
  a !== undefined &&
  a.byteLength === b.byteLength &&
  new Uint8Array(a).every((v, i) => v === b[i]);

/**
 * Turns alerts on, after the member pressed the button (never on page load): asks permission, installs
 * the service worker, subscribes with the server's VAPID key (re-subscribing when an old subscription
 * carries another key) and hands the subscription to the server (POST /push/subscriptions).
 */
export async function enablePush(env: PushEnvironment): Promise<PushState> {
  if (!supported(env) || !env.Notification || !env.serviceWorker) return 'unsupported';
  const permission = await env.Notification.requestPermission();
  if (permission === 'denied') return 'blocked';
  if (permission !== 'granted') return 'off';

  await env.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' });
  const registration = await env.serviceWorker.ready;
  const { publicKey } = await call('push.key');
  const key = applicationServerKey(publicKey);

  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription.options.applicationServerKey, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });

  await call('push.subscribe', { body: subscriptionBody(subscription) });
  return 'on';
}

/** The subscription as POST /push/subscriptions takes it: a browser that gives no keys cannot be reached. */
function subscriptionBody(subscription: PushSubscription): PushSubscriptionBody {
  const { endpoint, expirationTime, keys } = subscription.toJSON();
  if (!endpoint || !keys?.p256dh || !keys.auth) throw new Error('push subscription without endpoint or keys');
  return { endpoint, expirationTime, keys: { p256dh: keys.p256dh, auth: keys.auth } };
}

/** Turns alerts off for this browser: the server forgets the endpoint, the browser drops it. */
export async function disablePush(env: PushEnvironment): Promise<PushState> {
  const registration = await existingRegistration(env);
  const subscription = await registration?.pushManager.getSubscription();
  if (subscription) {
    await call('push.unsubscribe', { query: { endpoint: subscription.endpoint } });
    await subscription.unsubscribe();
  }
  return readPushState(env);
}
