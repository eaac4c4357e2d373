import { addDays, BROADCAST_TYPE, LIVE_STATUS } from '@kickoff/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { error, type Handler, respond, SLOW_TEST_MS, stubApi, WAIT } from '../../../test/kit.js';
import {
  at,
  commonHandlers,
  game,
  leagues,
  noReservations,
  renderSchedule,
  scheduleByDate,
  today,
} from './schedule-test-kit.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const reservations = respond('reservations.list', noReservations());

describe('/schedule/0 (every sport, today)', { timeout: SLOW_TEST_MS }, () => {
  it('loads today, shows what is on air apart and the rest grouped by league', async () => {
    const day = today();
    const api = stubApi(
      ...commonHandlers(),
      reservations,
      scheduleByDate({
        [day]: [
          game({
            id: 1,
            beginDate: at(day, 0, 25),
            home: '有明',
            away: '天竜',
            status: 1,
            homeScore: 1,
            awayScore: 0,
            lives: [{ id: 11, status: LIVE_STATUS.ON_AIR }],
          }),
          game({ id: 2, beginDate: at(day, 13), league: leagues.pbl, home: '北斗', away: '独立' }),
          game({ id: 3, beginDate: at(day, 14), league: leagues.neo2, home: '城北', away: '紅葉坂' }),
          game({ id: 4, beginDate: at(day, 18), league: leagues.pbl, home: '港南', away: '社会人' }),
        ],
      }),
    );
    renderSchedule('/schedule/0');

    expect(await screen.findByTestId('schedule-loading', {}, WAIT)).toBeTruthy();
    const onAir = await screen.findByTestId('schedule-on-air', {}, WAIT);
    expect(within(onAir).getByRole('heading', { name: 'ライブ配信中' })).toBeTruthy();
    expect(within(onAir).getByRole('article', { name: '有明FC 対 天竜FC' })).toBeTruthy();
    expect(within(onAir).getByRole('link', { name: 'ライブ視聴' }).getAttribute('href')).toBe(
      '/live?type=live&id=11',
    );

    // groups in the order of their first game; the on-air game is not repeated
    const groups = screen.getAllByTestId(/^schedule-league-/);
    expect(groups.map((g) => g.dataset.testid)).toEqual(['schedule-league-3', 'schedule-league-2']);
    expect(
      within(groups[0]!)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['北斗FC 対 独立FC', '港南FC 対 社会人FC']);
    expect(screen.getByText('4試合')).toBeTruthy();
    expect(screen.getByText('LIVE中 1')).toBeTruthy();

    const call = api.callsTo('/schedule')[0]!;
    expect(call.query.get('date')).toBe(day);
    expect(call.query.get('gameType')).toBe('0');
    expect(screen.getByRole('heading', { level: 1, name: 'スケジュール' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'すべて' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('スケジュール | KICKOFF'));
  });

  it('keeps a finished match whose rebroadcast is on air with the results, offering the rebroadcast', async () => {
    const day = today();
    stubApi(
      ...commonHandlers(),
      reservations,
      scheduleByDate({
        [day]: [
          game({
            id: 5,
            beginDate: at(day, 0, 5),
            home: '北嶺',
            away: '桜ヶ丘',
            status: 2,
            homeScore: 5,
            awayScore: 0,
            lives: [
              { id: 51, status: LIVE_STATUS.ENDED },
              { id: 52, status: LIVE_STATUS.ON_AIR, broadcastType: BROADCAST_TYPE.REBROADCAST },
            ],
          }),
          game({ id: 6, beginDate: at(day, 14), home: '城北', away: '紅葉坂' }),
        ],
      }),
    );
    renderSchedule('/schedule/0');

    const row = await screen.findByRole('article', { name: '北嶺FC 対 桜ヶ丘FC' }, WAIT);
    expect(screen.queryByTestId('schedule-on-air')).toBeNull();
    expect(screen.queryByText(/^LIVE中/)).toBeNull();
    expect(within(row).queryByText('LIVE')).toBeNull();
    expect(within(row).queryByRole('link', { name: 'ライブ視聴' })).toBeNull();
    expect(within(row).getByRole('link', { name: '再配信を見る' }).getAttribute('href')).toBe(
      '/live?type=live&id=52',
    );
  });

  it('lists by kick-off time with ?view=time', async () => {
    const day = today();
    stubApi(
      ...commonHandlers(),
      reservations,
      scheduleByDate({
        [day]: [
          game({ id: 2, beginDate: at(day, 13), league: leagues.pbl }),
          game({ id: 3, beginDate: at(day, 14), league: leagues.neo2 }),
        ],
      }),
    );
    const { router } = renderSchedule('/schedule/0');
    await screen.findByTestId('schedule-league-3', {}, WAIT);
    await userEvent.click(screen.getByRole('link', { name: '時間順' }));
    await waitFor(() => expect(router.state.location.search).toBe('?view=time'));
    expect(screen.queryByTestId('schedule-league-3')).toBeNull();
    expect(screen.getAllByTestId(/^schedule-match-/).map((li) => li.dataset.testid)).toEqual([
      'schedule-match-2',
      'schedule-match-3',
    ]);
    expect(screen.getByRole('link', { name: '時間順' }).getAttribute('aria-current')).toBe('true');
  });

  it('moves through days with the date strip; the day is in the URL, so back and reload keep it', async () => {
    const day = today();
    const tomorrow = addDays(day, 1);
    const api = stubApi(
      ...commonHandlers(),
      reservations,
      scheduleByDate({
        [day]: [game({ id: 1, beginDate: at(day, 18) })],
        [tomorrow]: [game({ id: 2, beginDate: at(tomorrow, 19) })],
        [addDays(tomorrow, 7)]: [game({ id: 3, beginDate: at(addDays(tomorrow, 7), 19) })],
      }),
    );
    const { router, unmount } = renderSchedule('/schedule/0');
    await screen.findByTestId('schedule-match-1', {}, WAIT);

    const strip = screen.getByRole('navigation', { name: '日付を選ぶ' });
    const todayLink = within(strip).getByRole('link', { name: /^今日 / });
    expect(todayLink.getAttribute('aria-current')).toBe('date');
    expect(within(strip).getAllByRole('listitem')).toHaveLength(11);

    await userEvent.click(strip.querySelector<HTMLElement>(`[data-date="${tomorrow}"]`)!);
    await screen.findByTestId('schedule-match-2', {}, WAIT);
    expect(router.state.location.search).toBe(`?date=${tomorrow}`);
    expect(api.callsTo('/schedule').at(-1)?.query.get('date')).toBe(tomorrow);
    expect(screen.getByText(/^明日 · /)).toBeTruthy();
    expect(
      screen
        .getByRole('navigation', { name: '日付を選ぶ' })
        .querySelector(`[data-date="${tomorrow}"]`)
        ?.getAttribute('aria-current'),
    ).toBe('date');

    await userEvent.click(screen.getByRole('link', { name: '次の週' }));
    await screen.findByTestId('schedule-match-3', {}, WAIT);
    expect(router.state.location.search).toBe(`?date=${addDays(tomorrow, 7)}`);
    // a week away the strip moved and offers the way back to today
    expect(screen.getByRole('link', { name: '今日に戻る' })).toBeTruthy();

    await router.navigate(-1);
    await screen.findByTestId('schedule-match-2', {}, WAIT);
    expect(router.state.location.search).toBe(`?date=${tomorrow}`);

    // "reload": a fresh app at the same address shows the same day
    unmount();
    renderSchedule(`/schedule/0?date=${tomorrow}`);
    await screen.findByTestId('schedule-match-2', {}, WAIT);
  });

  it('on an empty day, suggests the next day with games and goes there', async () => {
    const day = today();
    const later = addDays(day, 3);
    stubApi(
      ...commonHandlers(),
      reservations,
      scheduleByDate({
        [later]: [game({ id: 9, beginDate: at(later, 19), home: '星ヶ浜', away: '鷹ノ巣' })],
      }),
    );
    const { router } = renderSchedule('/schedule/0');
    expect(await screen.findByText(/の試合はありません$/, {}, WAIT)).toBeTruthy();
    const next = await screen.findByTestId('schedule-next-day', {}, WAIT);
    expect(screen.getByText(/^次の試合は.+です。$/)).toBeTruthy();
    await userEvent.click(next);
    await screen.findByTestId('schedule-match-9', {}, WAIT);
    expect(router.state.location.search).toBe(`?date=${later}`);
  });

  it('says so when the coming week has no games either', async () => {
    stubApi(...commonHandlers(), reservations, scheduleByDate({}));
    renderSchedule('/schedule/0');
    expect(await screen.findByText('この先1週間に予定されている試合はありません。', {}, WAIT)).toBeTruthy();
    expect(screen.queryByTestId('schedule-next-day')).toBeNull();
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    const day = today();
    const failing: Handler = (call) =>
      call.path === '/schedule' && fail ? error(400, 'BAD_REQUEST') : undefined;
    stubApi(
      ...commonHandlers(),
      reservations,
      failing,
      scheduleByDate({ [day]: [game({ id: 1, beginDate: at(day, 18) })] }),
    );
    renderSchedule('/schedule/0');
    const alert = await screen.findByRole('alert', {}, WAIT);
    expect(alert.textContent).toContain('もう一度お試しください');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '再試行' }));
    expect(await screen.findByTestId('schedule-match-1', {}, WAIT)).toBeTruthy();
  });
});

describe('/schedule/{sub} (one sport)', { timeout: SLOW_TEST_MS }, () => {
  it('asks for the sport, filters by league through the URL and keeps the day when switching sport', async () => {
    const day = today();
    const api = stubApi(...commonHandlers(), reservations, (call) => {
      if (call.path !== '/schedule') return undefined;
      const leagueId = call.query.get('leagueId');
      const list = [
        game({ id: 1, beginDate: at(day, 14), league: leagues.neo1 }),
        game({ id: 2, beginDate: at(day, 16), league: leagues.neo2 }),
      ].filter((g) => !leagueId || String(g.league.id) === leagueId);
      return { body: { data: { date: call.query.get('date'), scoreHidden: false, list } } };
    });
    const { router } = renderSchedule('/schedule/football');
    await screen.findByTestId('schedule-match-2', {}, WAIT);
    expect(api.callsTo('/schedule')[0]?.query.get('gameType')).toBe('1');
    expect(screen.getByRole('heading', { level: 1, name: 'サッカーのスケジュール' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'サッカー' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toBe('サッカーのスケジュール | KICKOFF'));

    const filter = await screen.findByRole('navigation', { name: 'リーグで絞り込む' }, WAIT);
    await userEvent.click(within(filter).getByRole('link', { name: 'ネオ2部' }));
    await waitFor(() => expect(router.state.location.search).toBe('?league=2'));
    await waitFor(() => expect(screen.queryByTestId('schedule-match-1')).toBeNull());
    expect(api.callsTo('/schedule').at(-1)?.query.get('leagueId')).toBe('2');
    expect(within(filter).getByRole('link', { name: 'ネオ2部' }).getAttribute('aria-current')).toBe('true');

    // a chosen day follows to the other sport tabs
    const tomorrow = addDays(day, 1);
    await router.navigate(`/schedule/football?date=${tomorrow}`);
    await waitFor(() =>
      expect(screen.getByRole('link', { name: '野球' }).getAttribute('href')).toBe(
        `/schedule/baseball?date=${tomorrow}`,
      ),
    );
  });

  it('opens a sport by its id under its key', async () => {
    stubApi(...commonHandlers(), reservations, scheduleByDate({}));
    const { router } = renderSchedule('/schedule/3?date=20260105');
    await waitFor(() => expect(router.state.location.pathname).toBe('/schedule/baseball'), WAIT);
    expect(router.state.location.search).toBe('?date=20260105');
  });

  it('says an unknown sport is not found', async () => {
    stubApi(...commonHandlers(), reservations, scheduleByDate({}));
    renderSchedule('/schedule/cricket');
    expect(await screen.findByText('この競技のスケジュールは見つかりません', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'すべての競技を見る' }).getAttribute('href')).toBe('/schedule/0');
  });
});

describe('score switch', { timeout: SLOW_TEST_MS }, () => {
  it('hides scores: PUT /score/on, then the schedule is fetched again and shows the answer', async () => {
    const day = today();
    const state = { scoreOn: true };
    const api = stubApi(...commonHandlers(state), reservations, (call) => {
      if (call.path !== '/schedule') return undefined;
      const hidden = !state.scoreOn;
      const list = [
        game({
          id: 5,
          beginDate: at(day, 0, 5),
          status: 2,
          homeScore: hidden ? null : 3,
          awayScore: hidden ? null : 1,
          scoreHidden: hidden,
        }),
      ];
      return { body: { data: { date: day, scoreHidden: hidden, list } } };
    });
    renderSchedule('/schedule/0');
    await screen.findByText('スコア 3 対 1', {}, WAIT);
    const fetches = api.callsTo('/schedule').length;

    const toggle = screen.getByRole('switch', { name: 'スコアを表示' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false), WAIT);
    await userEvent.click(toggle);

    await screen.findAllByText('スコア非表示中', {}, WAIT);
    expect(screen.queryByText('スコア 3 対 1')).toBeNull();
    const put = api.calls.find((c) => c.method === 'PUT' && c.path === '/score/on');
    expect(put?.body).toEqual({ on: false });
    expect(api.callsTo('/schedule').length).toBeGreaterThan(fetches);
  });
});
