import {
  CHAT_ERROR_CODES,
  type ChatInfo,
  type ChatMessage,
  type ChatProfile,
  CMD,
  LOCALES,
} from '@kickoff/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Call,
  renderRoutes,
  respond,
  SLOW_TEST_MS,
  sessionUser,
  stubApi,
  WAIT,
} from '../../../../test/kit.js';
import { RealtimeContext } from '../../../core/realtime/index.js';
import { RealtimeClient, type SocketLike } from '../../../core/realtime/socket-client.js';
import { i18n } from '../../../i18n/index.js';
import { programTime } from '../../../player/program-time.js';
import { resetChatSettings } from '../hooks/chat-settings.js';
import { ChatPanel } from './ChatPanel.js';

const t = i18n.getFixedT('ja', 'chat');
const te = i18n.getFixedT('ja', 'errors');
const ME = 9;
const LIVE = 5;
const T0 = Date.parse('2026-05-01T10:00:00.000Z');
const iso = (s: number) => new Date(T0 + s * 1000).toISOString();

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  resetChatSettings();
  programTime.set(null);
});

class FakeSocket implements SocketLike {
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  sent: Record<string, unknown>[] = [];
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {}
  receive(frame: unknown) {
    act(() => this.onmessage?.({ data: JSON.stringify(frame) }));
  }
}

const info = (fields: Partial<ChatInfo> = {}): ChatInfo => ({
  liveId: LIVE,
  state: 'open',
  opensAt: '2026-05-01T09:30:00.000Z',
  endsAt: '2026-05-01T12:30:00.000Z',
  forbiddenWords: ['badword'],
  viewers: 12,
  ...fields,
});

const standing = (fields: Partial<ChatProfile> = {}): ChatProfile => ({
  userId: ME,
  nickname: 'Me',
  rulesAgreed: true,
  writeRole: 1,
  writeRoleReason: null,
  mutedUntil: null,
  banned: false,
  blocked: [],
  ...fields,
});

const message = (id: string, fields: Partial<ChatMessage> = {}): ChatMessage => ({
  id,
  liveId: LIVE,
  kind: 'member',
  userId: 2,
  nickname: 'Kei',
  text: `text ${id}`,
  at: iso(0),
  videoAt: iso(0),
  ...fields,
});

/** The panel with a realtime client on a fake socket, already said hello. */
function renderPanel({
  chatInfo = info(),
  profile = standing(),
  handlers = [],
}: {
  chatInfo?: ChatInfo;
  profile?: ChatProfile;
  handlers?: ((call: Call) => { status?: number; body: unknown } | undefined)[];
} = {}) {
  const api = stubApi(...handlers, respond('chat.info', chatInfo), respond('chat.profile', profile));
  const socket = new FakeSocket();
  const client = new RealtimeClient({
    url: 'ws://test/',
    userId: ME,
    source: 'web',
    createSocket: () => socket,
    onSessionEnd: () => {},
  });
  client.start();
  socket.onopen?.({});
  socket.receive({ cmd: CMD.hello, userId: ME, serverTime: iso(0) });
  const view = renderRoutes(
    [
      {
        path: '/live',
        element: (
          <RealtimeContext.Provider value={client}>
            <ChatPanel liveId={LIVE} />
          </RealtimeContext.Provider>
        ),
      },
      { path: '/purchase', element: <p>purchase page</p> },
    ],
    '/live',
    { session: sessionUser({ userId: ME }) },
  );
  const join = (history: ChatMessage[] = [], joinInfo = chatInfo) =>
    socket.receive({ cmd: CMD.join, liveId: LIVE, info: joinInfo, history });
  return { ...view, socket, client, api, join };
}

describe('ChatPanel', { timeout: SLOW_TEST_MS }, () => {
  it('joins the live, shows the history as text with nickname and Tokyo time, marks own messages and notices', async () => {
    const { socket, join } = renderPanel();
    await waitFor(() => expect(socket.sent).toContainEqual({ cmd: CMD.join, liveId: LIVE }), WAIT);
    join([
      message('a', { text: '<img src=x onerror=alert(1)>' }),
      message('b', { userId: ME, nickname: 'Me', text: 'mine' }),
      message('n', { kind: 'notice', userId: null, nickname: null, text: 'Kick-off soon' }),
    ]);
    const log = await screen.findByRole('log', {}, WAIT);
    expect(log.getAttribute('aria-live')).toBe('polite');
    const items = within(log).getAllByTestId('chat-message');
    expect(items).toHaveLength(3);
    expect(items[0]!.textContent).toContain('<img src=x onerror=alert(1)>');
    expect(log.querySelector('img')).toBeNull();
    expect(items[0]!.textContent).toContain('19:00');
    expect(items[0]!.textContent).toContain('Kei');
    expect(items[1]!.getAttribute('data-own')).toBe('true');
    expect(within(items[1]!).getByText(t('you'))).toBeTruthy();
    expect(items[2]!.getAttribute('data-kind')).toBe('notice');
    expect(screen.getByTestId('chat-viewers').textContent).toContain('12');
  });

  it('new messages append, deleted ones vanish, a nickname change relabels', async () => {
    const { socket, join } = renderPanel();
    join([message('a')]);
    await screen.findByRole('log', {}, WAIT);
    socket.receive({ cmd: CMD.message, message: message('b', { text: 'goal!' }) });
    expect(screen.getByText('goal!')).toBeTruthy();
    socket.receive({ cmd: CMD.deleted, liveId: LIVE, messageIds: ['a'] });
    expect(screen.queryByText('text a')).toBeNull();
    socket.receive({ cmd: CMD.nickname, userId: 2, nickname: 'Keiko' });
    expect(screen.getByTestId('chat-message').textContent).toContain('Keiko');
  });

  it('checks the text before sending, sends with the video time, and clears on success', async () => {
    programTime.set(T0 + 42_000);
    const { socket, join } = renderPanel();
    join([]);
    const input = await screen.findByTestId('chat-input', {}, WAIT);
    fireEvent.change(input, { target: { value: 'see example.com' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(screen.getByTestId('chat-error').textContent).toBe(i18n.getFixedT('ja', 'validation')('chat.url'));
    fireEvent.change(input, { target: { value: 'BAD word here' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    expect(screen.getByTestId('chat-error').textContent).toContain('badword');

    fireEvent.change(input, { target: { value: 'ナイス！' } });
    expect(screen.getByText(t('input.counter', { count: 4, max: 100 }))).toBeTruthy();
    fireEvent.click(screen.getByTestId('chat-send'));
    const sent = socket.sent.at(-1)!;
    expect(sent).toMatchObject({ cmd: CMD.send, liveId: LIVE, text: 'ナイス！', videoAt: iso(42) });
    socket.receive({ cmd: CMD.sendResult, ref: sent.ref, ok: true, messageId: 'x' });
    await waitFor(() => expect((input as HTMLInputElement).value).toBe(''), WAIT);
  });

  it('too many messages: the message and a visible 30 s countdown from retryAt', async () => {
    const { socket, join } = renderPanel();
    join([]);
    const input = await screen.findByTestId('chat-input', {}, WAIT);
    fireEvent.change(input, { target: { value: 'again' } });
    fireEvent.click(screen.getByTestId('chat-send'));
    const sent = socket.sent.at(-1)!;
    socket.receive({
      cmd: CMD.sendResult,
      ref: sent.ref,
      ok: false,
      code: 'CHAT_TOO_MANY_MESSAGES',
      retryAt: new Date(Date.now() + 30_000).toISOString(),
    });
    const cooldown = await screen.findByTestId('chat-cooldown', {}, WAIT);
    expect(cooldown.textContent).toMatch(/(30|29)秒/);
    expect(screen.getByTestId('chat-error').textContent).toBe(
      te('CHAT_TOO_MANY_MESSAGES', { count: 5, seconds: 10 }),
    );
    expect((screen.getByTestId('chat-send') as HTMLButtonElement).disabled).toBe(true);
  });

  it('holds messages until the video reaches them, with the "newer messages" hint; own ones show at once', async () => {
    programTime.set(T0 + 10_000);
    const { socket, join } = renderPanel();
    join([message('past', { videoAt: iso(5) })]);
    await screen.findByRole('log', {}, WAIT);
    socket.receive({ cmd: CMD.message, message: message('ahead', { videoAt: iso(20), text: 'GOAL' }) });
    socket.receive({
      cmd: CMD.message,
      message: message('own', { userId: ME, nickname: 'Me', videoAt: iso(25), text: 'mine now' }),
    });
    expect(screen.queryByText('GOAL')).toBeNull();
    expect(screen.getByText('mine now')).toBeTruthy();
    expect(screen.getByTestId('chat-held').textContent).toContain('1');
    act(() => programTime.set(T0 + 20_000));
    expect(screen.getByText('GOAL')).toBeTruthy();
    expect(screen.queryByTestId('chat-held')).toBeNull();
  });

  it('the sync switch off shows everything at once', async () => {
    programTime.set(T0);
    const { join } = renderPanel();
    join([message('ahead', { videoAt: iso(60), text: 'later' })]);
    await screen.findByRole('log', {}, WAIT);
    expect(screen.queryByText('later')).toBeNull();
    fireEvent.click(screen.getByTestId('chat-settings'));
    fireEvent.click(screen.getByTestId('chat-switch-sync'));
    expect(screen.getByText('later')).toBeTruthy();
    expect(JSON.parse(localStorage.getItem('kickoff.chat')!)).toMatchObject({ sync: false });
  });

  it('blur covers the list until the member lifts it', async () => {
    localStorage.setItem('kickoff.chat', JSON.stringify({ blur: true }));
    const { join } = renderPanel();
    join([message('a')]);
    const log = await screen.findByTestId('chat-log', {}, WAIT);
    expect(log.getAttribute('aria-hidden')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: t('blurred.show') }));
    expect(log.getAttribute('aria-hidden')).toBeNull();
  });

  it('without a pass: reading works, writing shows why and links to /purchase', async () => {
    const { join } = renderPanel({ profile: standing({ writeRole: 0, writeRoleReason: 'passRequired' }) });
    join([message('a')]);
    const gate = await screen.findByTestId('chat-gate-pass', {}, WAIT);
    expect(screen.getByText('text a')).toBeTruthy();
    expect(
      within(gate)
        .getByRole('link', { name: t('gate.pass.cta') })
        .getAttribute('href'),
    ).toBe('/purchase');
    expect(screen.queryByTestId('chat-input')).toBeNull();
  });

  it('rules not agreed: the rules dialog agrees with PUT /user/profile/chat, then the input', async () => {
    const agreed = standing();
    const { join, api } = renderPanel({
      profile: standing({ rulesAgreed: false }),
      handlers: [respond('chat.agreeRules', agreed)],
    });
    join([]);
    fireEvent.click(await screen.findByTestId('chat-open-rules', {}, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText(t('rules.title'))).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('chat-rules-agree'));
    await screen.findByTestId('chat-input', {}, WAIT);
    expect(api.calls.find((c) => c.method === 'PUT' && c.path === '/user/profile/chat')?.body).toEqual({
      agree: true,
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), WAIT);
  });

  it('no nickname: says so and opens the nickname dialog', async () => {
    const { join } = renderPanel({ profile: standing({ nickname: null }) });
    join([]);
    fireEvent.click(await screen.findByTestId('chat-open-nickname', {}, WAIT));
    const dialog = await screen.findByRole('dialog', {}, WAIT);
    expect(within(dialog).getByText(t('nickname.title'))).toBeTruthy();
    expect(within(dialog).getByRole('textbox')).toBeTruthy();
  });

  it('muted (until when) and banned', async () => {
    const until = new Date(Date.now() + 10 * 60_000).toISOString();
    const { join, unmount } = renderPanel({ profile: standing({ mutedUntil: until }) });
    join([]);
    const muted = await screen.findByTestId('chat-gate-muted', {}, WAIT);
    expect(muted.textContent).toContain(te('CHAT_MUTED'));
    unmount();
    const second = renderPanel({
      profile: standing({ banned: true, writeRole: 0, writeRoleReason: 'banned' }),
    });
    second.join([]);
    expect((await screen.findByTestId('chat-gate-banned', {}, WAIT)).textContent).toContain(
      te('CHAT_BANNED'),
    );
  });

  it('a standing pushed by the server (cmd 115) applies at once', async () => {
    const { socket, join } = renderPanel();
    join([]);
    await screen.findByTestId('chat-input', {}, WAIT);
    socket.receive({
      cmd: CMD.standing,
      profile: standing({ mutedUntil: new Date(Date.now() + 60_000).toISOString() }),
    });
    await screen.findByTestId('chat-gate-muted', {}, WAIT);
  });

  it.each([
    ['notCreated', 'state.notCreated.title'],
    ['none', 'state.none.title'],
  ] as const)('state %s fills the panel', async (state, key) => {
    renderPanel({ chatInfo: info({ state }) });
    const card = await screen.findByTestId(`chat-state-${state}`, {}, WAIT);
    expect(card.textContent).toContain(t(key));
    expect(screen.queryByRole('log')).toBeNull();
  });

  it.each(['paused', 'stopped', 'ended'] as const)(
    'state %s keeps the messages readable and says so in place of the input',
    async (state) => {
      const { join, socket } = renderPanel();
      join([message('a')]);
      await screen.findByTestId('chat-input', {}, WAIT);
      socket.receive({ cmd: CMD.state, liveId: LIVE, state });
      const note = await screen.findByTestId(`chat-state-${state}`, {}, WAIT);
      expect(note.textContent).toContain(t(`state.${state}.title`));
      expect(screen.getByText('text a')).toBeTruthy();
      expect(screen.queryByTestId('chat-input')).toBeNull();
    },
  );

  it('report and hide a writer: POST /chat/blacklist, their messages go', async () => {
    const { join, api } = renderPanel({
      handlers: [respond('chat.blacklist', standing({ blocked: [2] }))],
    });
    join([message('a'), message('b', { userId: 3, nickname: 'Sora' })]);
    await screen.findByRole('log', {}, WAIT);
    fireEvent.click(screen.getAllByTestId('chat-message-menu')[0]!);
    fireEvent.click(screen.getByRole('menuitem', { name: t('menu.spam') }));
    await waitFor(() => expect(screen.queryByText('text a')).toBeNull(), WAIT);
    expect(screen.getByText('text b')).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/chat/blacklist')?.body).toEqual({
      action: 'report',
      liveId: LIVE,
      messageId: 'a',
      reason: 'spam',
      block: true,
    });
  });
});

describe('chat error texts', () => {
  it.each([...LOCALES])('%s has a text for every chat error code', (lang) => {
    const tl = i18n.getFixedT(lang, 'errors');
    for (const code of CHAT_ERROR_CODES) {
      const text = tl(code, { count: 5, seconds: 10, max: 100 });
      expect(text, `${lang} ${code}`).not.toBe(code);
      expect(text, `${lang} ${code}`).not.toMatch(/\{\{/);
    }
  });
});
