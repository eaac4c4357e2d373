import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { respond, stubApi } from '../../../../test/kit.js';
import { applicationServerKey, type PushEnvironment } from '../push/push-client.js';
import { PushSettings } from './PushSettings.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A P-256 public key as GET /push/key answers it (65 bytes, base64url). */
const VAPID_KEY = 'BKytvtLa1nIdS8o57shDg5y1T9av3Q1LUNjNzHwx3RPpalXeC39pzyuFrFTj70FlxitS5SVJ9zWH9vHRa44NYxE';

const subscriptionJson = {
  endpoint: 'https://fcm.googleapis.com/fcm/send/abc123',
  expirationTime: null,
  keys: { p256dh: 'BPp-key', auth: 'auth-secret' },
};

/** A browser with a fake PushManager and Notification: what the member answers is `answer`. */
function fakeBrowser({
  permission = 'default' as NotificationPermission,
  answerWith = 'granted' as NotificationPermission,
} = {}) {
  let subscription: { endpoint: string; unsubscribe: () => Promise<boolean>; toJSON: () => unknown } | null =
    null;
  const unsubscribe = vi.fn(async () => {
    subscription = null;
    return true;
  });
  const pushManager = {
    getSubscription: vi.fn(async () => subscription),
    subscribe: vi.fn(async (_options: PushSubscriptionOptionsInit) => {
      subscription = {
        endpoint: subscriptionJson.endpoint,
        unsubscribe,
        toJSON: () => subscriptionJson,
      };
      return subscription;
    }),
  };
  const registration = { pushManager };
  let installed = false;
  const Notification = {
    permission,
    requestPermission: vi.fn(async () => {
      Notification.permission = answerWith;
      return answerWith;
    }),
  };
  const serviceWorker = {
    register: vi.fn(async () => {
      installed = true;
      return registration;
    }),
    getRegistration: vi.fn(async () => (installed ? registration : undefined)),
    ready: Promise.resolve(registration),
  };
  const env = { serviceWorker, Notification, hasPushManager: true } as unknown as PushEnvironment;
  return { env, Notification, serviceWorker, pushManager, unsubscribe };
}

const pushServer = () =>
  stubApi(
    respond('push.key', { publicKey: VAPID_KEY }),
    respond('push.subscribe', null),
    respond('push.unsubscribe', { removed: 1 }),
  );

describe('push subscription', () => {
  it('asks nothing on load, then subscribes with the VAPID key when the member allows', async () => {
    const api = pushServer();
    const browser = fakeBrowser();
    const user = userEvent.setup();
    render(<PushSettings environment={browser.env} />);

    const allow = await screen.findByRole('button', { name: '通知を許可' });
    expect(screen.getByTestId('push-state').textContent).toBe('ブラウザ通知はオフです');
    expect(browser.Notification.requestPermission).not.toHaveBeenCalled();
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();

    await user.click(allow);
    await screen.findByText('このブラウザに通知します');
    expect(browser.Notification.requestPermission).toHaveBeenCalledTimes(1);
    expect(browser.serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    const options = browser.pushManager.subscribe.mock.calls[0]![0];
    expect(options.userVisibleOnly).toBe(true);
    expect([...(options.applicationServerKey as Uint8Array)]).toEqual([...applicationServerKey(VAPID_KEY)]);
    expect(api.callsTo('/push/subscriptions')).toMatchObject([{ method: 'POST', body: subscriptionJson }]);

    // and off again: the server forgets this endpoint, the browser drops the subscription
    await user.click(screen.getByRole('button', { name: '通知をオフ' }));
    await screen.findByText('ブラウザ通知はオフです');
    const removal = api.callsTo('/push/subscriptions').at(-1)!;
    expect(removal.method).toBe('DELETE');
    expect(removal.query.get('endpoint')).toBe(subscriptionJson.endpoint);
    expect(browser.unsubscribe).toHaveBeenCalledTimes(1);
  });

  it('shows how to unblock when the member refuses, and subscribes nothing', async () => {
    const api = pushServer();
    const browser = fakeBrowser({ answerWith: 'denied' });
    const user = userEvent.setup();
    render(<PushSettings environment={browser.env} />);

    await user.click(await screen.findByRole('button', { name: '通知を許可' }));
    await screen.findByText('ブラウザで通知がブロックされています');
    expect(screen.getByText('「通知」を「許可」に変更する')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '通知を許可' })).toBeNull();
    expect(browser.serviceWorker.register).not.toHaveBeenCalled();
    expect(api.calls).toHaveLength(0);
  });

  it('reads a block made earlier, and a browser without push, without prompting', async () => {
    const blocked = fakeBrowser({ permission: 'denied' });
    const { unmount } = render(<PushSettings environment={blocked.env} />);
    await screen.findByText('ブラウザで通知がブロックされています');
    expect(blocked.Notification.requestPermission).not.toHaveBeenCalled();
    unmount();

    render(<PushSettings environment={{ hasPushManager: false }} />);
    await screen.findByText('このブラウザは通知に対応していません');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows a subscription that already exists as on', async () => {
    pushServer();
    const browser = fakeBrowser({ permission: 'granted' });
    await browser.serviceWorker.register();
    await browser.pushManager.subscribe({});
    render(<PushSettings environment={browser.env} />);
    await waitFor(() =>
      expect(screen.getByTestId('push-state').textContent).toBe('このブラウザに通知します'),
    );
  });
});

describe('applicationServerKey', () => {
  it('decodes base64url without padding into the key bytes', () => {
    const bytes = applicationServerKey(VAPID_KEY);
    expect(bytes).toHaveLength(65);
    expect(bytes[0]).toBe(4);
    expect([...applicationServerKey('_-8')]).toEqual([0xff, 0xef]);
  });
});
