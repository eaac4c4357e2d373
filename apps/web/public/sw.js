/*
 * KICKOFF service worker: Web Push alerts for reserved matches (issue 4).
 *
 * The server sends one encrypted message when a reserved live goes on air; its JSON is the contract's
 * pushAlertPayloadSchema (packages/contract/src/push.ts):
 *   { kind: 'live-started', alertId, liveId, title, body, url }
 * `push` shows it as a notification and tells open tabs (they refresh their alert bell);
 * `notificationclick` focuses a tab of the app on the alert's page, or opens one.
 * The worker caches nothing: it is only here for push.
 */

const FALLBACK_URL = '/';
const ICON = '/favicon.svg';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The payload when it has the contract's shape, otherwise null. */
function readPayload(event) {
  if (!event.data) return null;
  let payload;
  try {
    payload = event.data.json();
  } catch {
    return null;
  }
  if (
    !payload ||
    payload.kind !== 'live-started' ||
    typeof payload.title !== 'string' ||
    typeof payload.body !== 'string' ||
    typeof payload.url !== 'string'
  ) {
    return null;
  }
  return payload;
}

/** Only pages of this app are opened: any other address falls back to the home page. */
function sameOriginUrl(url) {
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL(FALLBACK_URL, self.location.origin).href;
  } catch {
    return new URL(FALLBACK_URL, self.location.origin).href;
  }
}

async function tellClients(message) {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage(message);
}

self.addEventListener('push', (event) => {
  const payload = readPayload(event);
  // Chromium requires a visible notification for every push (userVisibleOnly): a message that is not
  // ours still shows, as a plain one leading home.
  const title = payload ? payload.title : 'KICKOFF';
  const options = payload
    ? {
        body: payload.body,
        tag: `alert-${payload.alertId}`,
        icon: ICON,
        badge: ICON,
        data: { url: sameOriginUrl(payload.url), alertId: payload.alertId },
      }
    : { icon: ICON, data: { url: sameOriginUrl(FALLBACK_URL) } };
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, options),
      payload ? tellClients({ type: 'kickoff:alert', alertId: payload.alertId }) : Promise.resolve(),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = sameOriginUrl(event.notification.data?.url ?? FALLBACK_URL);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const exact = windows.find((client) => client.url === url);
      if (exact) return exact.focus();
      const tab = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab && 'navigate' in tab) {
        try {
          const navigated = await tab.navigate(url);
          if (navigated) return navigated.focus();
        } catch {
          // an uncontrolled tab cannot be navigated: open a new one below
        }
      }
      return self.clients.openWindow(url);
    })(),
  );
});
