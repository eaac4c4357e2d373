import { addDays } from '@kickoff/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { error, get, type Handler, respond, SLOW_TEST_MS, stubApi, WAIT } from '../../../test/kit.js';
import {
  at,
  commonHandlers,
  game,
  leagues,
  noReservations,
  renderSchedule,
  today,
} from './schedule-test-kit.js';

afterEach(() => {
  vi.unstubAllGlobals();
});

const reservations = respond('reservations.list', noReservations());

function favoriteAnswer(list: ReturnType<typeof game>[], teamIds = [10], leagueIds = [3]) {
  const day = today();
  return { from: addDays(day, -3), to: addDays(day, 7), scoreHidden: false, teamIds, leagueIds, list };
}

describe('/schedule/my', { timeout: SLOW_TEST_MS }, () => {
  it('shows the favourites’ games by day: what is coming first, then the latest results', async () => {
    const day = today();
    const api = stubApi(
      ...commonHandlers(),
      reservations,
      get(
        '/schedule/favorite',
        favoriteAnswer([
          game({
            id: 1,
            beginDate: at(addDays(day, -2), 18),
            status: 2,
            homeScore: 2,
            awayScore: 4,
            vods: 1,
          }),
          game({ id: 2, beginDate: at(addDays(day, -1), 18), status: 2, homeScore: 1, awayScore: 0 }),
          game({ id: 3, beginDate: at(day, 21, 30), league: leagues.pbl }),
          game({ id: 4, beginDate: at(addDays(day, 2), 13) }),
          game({ id: 5, beginDate: at(addDays(day, 2), 18) }),
        ]),
      ),
    );
    renderSchedule('/schedule/my');
    expect(await screen.findByTestId('schedule-loading', {}, WAIT)).toBeTruthy();

    const upcoming = await screen.findByTestId('schedule-my-upcoming', {}, WAIT);
    const recent = screen.getByTestId('schedule-my-recent');
    expect(within(upcoming).getByRole('heading', { level: 2, name: 'これからの試合' })).toBeTruthy();
    expect(
      within(upcoming)
        .getAllByTestId(/^schedule-day-/)
        .map((d) => d.dataset.testid),
    ).toEqual([`schedule-day-${day}`, `schedule-day-${addDays(day, 2)}`]);
    expect(
      within(screen.getByTestId(`schedule-day-${day}`)).getByRole('heading', { level: 3 }).textContent,
    ).toMatch(/^今日/);
    expect(
      within(screen.getByTestId(`schedule-day-${addDays(day, 2)}`)).getAllByRole('article'),
    ).toHaveLength(2);
    // results newest first
    expect(
      within(recent)
        .getAllByTestId(/^schedule-day-/)
        .map((d) => d.dataset.testid),
    ).toEqual([`schedule-day-${addDays(day, -1)}`, `schedule-day-${addDays(day, -2)}`]);
    expect(within(recent).getByText('スコア 2 対 4')).toBeTruthy();

    expect(screen.getByText('マイチーム 1 ・ マイリーグ 1')).toBeTruthy();
    expect(screen.getByRole('link', { name: '編集する' }).getAttribute('href')).toBe('/mypage/favorite');
    expect(screen.getByRole('heading', { level: 1, name: 'マイスケジュール' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /マイスケジュール/ }).getAttribute('aria-current')).toBe('page');
    expect(api.callsTo('/schedule/favorite')).toHaveLength(1);
    await waitFor(() => expect(document.title).toBe('マイスケジュール | KICKOFF'));
  });

  it('without favourites, leads to the my-team / my-league editor', async () => {
    stubApi(...commonHandlers(), reservations, respond('schedule.favorite', favoriteAnswer([], [], [])));
    const { router } = renderSchedule('/schedule/my');
    expect(await screen.findByText('マイチーム・マイリーグが登録されていません', {}, WAIT)).toBeTruthy();
    await userEvent.click(screen.getByTestId('schedule-my-edit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/favorite'));
    expect(screen.getByText('favourite editor')).toBeTruthy();
  });

  it('with favourites but no games in the window, says so and offers the full schedule', async () => {
    stubApi(...commonHandlers(), reservations, respond('schedule.favorite', favoriteAnswer([])));
    renderSchedule('/schedule/my');
    expect(
      await screen.findByText('この期間にマイチーム・マイリーグの試合はありません', {}, WAIT),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'すべてのスケジュールを見る' }).getAttribute('href')).toBe(
      '/schedule/0',
    );
  });

  it('shows an error with a retry', async () => {
    let fail = true;
    const failing: Handler = (call) =>
      call.path === '/schedule/favorite' && fail ? error(400, 'BAD_REQUEST') : undefined;
    stubApi(
      ...commonHandlers(),
      reservations,
      failing,
      respond('schedule.favorite', favoriteAnswer([game({ id: 7, beginDate: at(today(), 23) })])),
    );
    renderSchedule('/schedule/my');
    const alert = await screen.findByRole('alert', {}, WAIT);
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: '再試行' }));
    expect(await screen.findByTestId('schedule-match-7', {}, WAIT)).toBeTruthy();
  });
});
