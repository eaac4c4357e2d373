import { LIVE_STATUS, type Reservations } from '@kickoff/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, error, type Handler, SLOW_TEST_MS, stubApi, WAIT } from '../../../test/kit.js';
import {
  at,
  commonHandlers,
  game,
  member,
  noReservations,
  renderSchedule,
  reservation,
  today,
} from './schedule-test-kit.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const inTwoHours = () => new Date(Date.now() + 2 * 3600_000).toISOString();

/** Today: game 1 with live 11 still to come, game 2 on air, game 3 finished (any day asked: near midnight
 * "in two hours" may be tomorrow already). */
function todaysGames(): Handler {
  const day = today();
  return (call) =>
    call.path === '/schedule'
      ? { body: { data: { date: call.query.get('date'), scoreHidden: false, list: games(day) } } }
      : undefined;
}

function games(day: string) {
  return [
    game({
      id: 1,
      beginDate: inTwoHours(),
      lives: [{ id: 11, status: LIVE_STATUS.BEFORE, beginAt: inTwoHours() }],
    }),
    game({ id: 2, beginDate: at(day, 0, 5), status: 1, lives: [{ id: 12, status: LIVE_STATUS.ON_AIR }] }),
    game({ id: 3, beginDate: at(day, 0, 1), status: 2, lives: [{ id: 13, status: LIVE_STATUS.ENDED }] }),
  ];
}

/** GET /apush answered from `list`; POST and DELETE answered by `onWrite` (default: success, kept in `list`). */
function apush(list: Reservations, onWrite?: (call: Call) => ReturnType<Handler>): Handler {
  return (call) => {
    if (!call.path.startsWith('/apush')) return undefined;
    if (call.method === 'GET') return { body: { data: list } };
    const answer = onWrite?.(call);
    if (answer) return answer;
    if (call.method === 'POST') {
      const created = reservation(90, (call.body as { destId: number }).destId);
      list.live.push(created);
      return { status: 201, body: { data: created } };
    }
    const id = Number(call.path.split('/').at(-1));
    list.live = list.live.filter((r) => r.id !== id);
    return { body: { data: null } };
  };
}

const bell = (gameId: number) =>
  within(screen.getByTestId(`schedule-match-${gameId}`)).getByRole('button', { name: '試合開始をお知らせ' });

async function ready(gameId = 1) {
  await screen.findByTestId(`schedule-match-${gameId}`, {}, WAIT);
  await waitFor(() => expect((bell(gameId) as HTMLButtonElement).disabled).toBe(false), WAIT);
}

describe('reserving a match (GET/POST /apush, DELETE /apush/{id})', { timeout: SLOW_TEST_MS }, () => {
  it('shows the bell only on games whose live is still to come', async () => {
    stubApi(...commonHandlers(), apush(noReservations()), todaysGames());
    renderSchedule('/schedule/0');
    await ready();
    expect(bell(1).getAttribute('aria-pressed')).toBe('false');
    expect(
      within(screen.getByTestId('schedule-match-2')).queryByRole('button', { name: '試合開始をお知らせ' }),
    ).toBeNull();
    expect(
      within(screen.getByTestId('schedule-match-3')).queryByRole('button', { name: '試合開始をお知らせ' }),
    ).toBeNull();
  });

  it('reserves: POST with the member, the live id and type live; the bell is pressed and a toast confirms', async () => {
    const api = stubApi(...commonHandlers(), apush(noReservations()), todaysGames());
    renderSchedule('/schedule/0');
    await ready();
    await userEvent.click(bell(1));
    await waitFor(() => expect(bell(1).getAttribute('aria-pressed')).toBe('true'));
    expect(await screen.findByText('通知予約しました。配信が始まったらお知らせします。')).toBeTruthy();
    const post = api.calls.find((c) => c.method === 'POST' && c.path === '/apush');
    expect(post?.body).toEqual({ userId: member.userId, type: 'live', destId: 11 });
    // the list is read again after the change
    await waitFor(() => expect(api.callsTo('/apush').filter((c) => c.method === 'GET').length).toBe(2));
  });

  it('removes: DELETE /apush/{the reservation id}', async () => {
    const api = stubApi(
      ...commonHandlers(),
      apush({ ...noReservations(), live: [reservation(77, 11)] }),
      todaysGames(),
    );
    renderSchedule('/schedule/0');
    await ready();
    expect(bell(1).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(bell(1));
    await waitFor(() => expect(bell(1).getAttribute('aria-pressed')).toBe('false'));
    expect(api.calls.some((c) => c.method === 'DELETE' && c.path === '/apush/77')).toBe(true);
    expect(await screen.findByText('通知予約を解除しました。')).toBeTruthy();
  });

  it('409 (already reserved elsewhere): refreshes the list, so the bell shows the truth, and explains', async () => {
    const list = noReservations();
    const api = stubApi(
      ...commonHandlers(),
      apush(list, (call) => {
        if (call.method !== 'POST') return undefined;
        list.live.push(reservation(55, 11)); // reserved in another tab meanwhile
        return error(409, 'RESERVATION_EXISTS');
      }),
      todaysGames(),
    );
    renderSchedule('/schedule/0');
    await ready();
    await userEvent.click(bell(1));
    expect(
      await screen.findByText(
        'この試合はすでに通知予約されています。最新の予約状況に更新しました。',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(bell(1).getAttribute('aria-pressed')).toBe('true'));
    expect(api.callsTo('/apush').filter((c) => c.method === 'GET')).toHaveLength(2);
  });

  it('408 (the live began): refreshes the list and explains', async () => {
    const api = stubApi(
      ...commonHandlers(),
      apush(noReservations(), (call) =>
        call.method === 'POST' ? error(408, 'RESERVATION_CLOSED') : undefined,
      ),
      todaysGames(),
    );
    renderSchedule('/schedule/0');
    await ready();
    await userEvent.click(bell(1));
    expect(
      await screen.findByText(
        'この配信はすでに始まっているため、通知予約できません。予約状況を更新しました。',
        {},
        WAIT,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(api.callsTo('/apush').filter((c) => c.method === 'GET')).toHaveLength(2));
    expect(bell(1).getAttribute('aria-pressed')).toBe('false');
  });

  it('removing one the server no longer has (404) counts as removed', async () => {
    const list: Reservations = { ...noReservations(), live: [reservation(77, 11)] };
    stubApi(
      ...commonHandlers(),
      apush(list, (call) => {
        if (call.method !== 'DELETE') return undefined;
        list.live = [];
        return error(404, 'RESERVATION_NOT_FOUND');
      }),
      todaysGames(),
    );
    renderSchedule('/schedule/0');
    await ready();
    await userEvent.click(bell(1));
    expect(await screen.findByText('通知予約を解除しました。', {}, WAIT)).toBeTruthy();
    expect(bell(1).getAttribute('aria-pressed')).toBe('false');
    expect(screen.queryByText('通知予約が見つかりません。')).toBeNull();
  });

  it('another failure keeps the bell as it was and shows the error', async () => {
    stubApi(
      ...commonHandlers(),
      apush(noReservations(), (call) => (call.method === 'POST' ? error(429, 'RATE_LIMITED') : undefined)),
      todaysGames(),
    );
    renderSchedule('/schedule/0');
    await ready();
    await userEvent.click(bell(1));
    expect(await screen.findByRole('alert', {}, WAIT)).toBeTruthy();
    expect(bell(1).getAttribute('aria-pressed')).toBe('false');
  });
});
