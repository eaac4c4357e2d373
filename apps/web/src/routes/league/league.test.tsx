import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { respond, stubApi } from '../../../test/kit.js';
import {
  hiddenPost,
  leagueHandlers,
  leagueHome,
  neo1,
  neo2,
  posts,
  renderLeague,
  seasons,
} from './league-test-kit.js';

/** The first visit loads the lazy route chunk. */
const SLOW = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

/** GET /home/league/football answered per `leagueId` and `seasonId`, like the server. */
function homeHandler(scoreHidden = false) {
  return respond(
    'league.home',
    (call) => {
      const leagueId = Number(call.query.get('leagueId') ?? 1);
      const seasonId = Number(call.query.get('seasonId') ?? 0);
      if (leagueId === 2) return leagueHome(neo2, seasons.neo2Now, scoreHidden);
      return leagueHome(neo1, seasonId === 1 ? seasons.neo1Last : seasons.neo1Now, scoreHidden);
    },
    { type: 'football' },
  );
}

describe('/league/{type}', () => {
  it('opens the first league in menu order with its games, table, round and entries', {
    timeout: 15_000,
  }, async () => {
    const api = stubApi(homeHandler(), ...leagueHandlers());
    renderLeague('/league/football');

    expect(await screen.findByRole('heading', { level: 1, name: 'ネオリーグ1部' }, SLOW)).toBeTruthy();
    // /league/football lists neo2 first; /league/sort puts neo1 first, and that order wins
    const homeCall = api.callsTo('/home/league/football').at(-1)!;
    expect(homeCall.query.get('leagueId')).toBe('1');
    expect(screen.getByRole('tab', { name: 'ネオリーグ1部', selected: true })).toBeTruthy();
    const next = await screen.findByTestId('league-next');
    expect(within(next).getByRole('article', { name: '北嶺ユナイテッド 対 東都レガリア' })).toBeTruthy();

    const table = await screen.findByTestId('standings-table');
    expect(within(table).getByText('+304')).toBeTruthy();
    expect(within(table).getByText('417')).toBeTruthy();
    expect(await screen.findByRole('link', { name: /みなと碧海FCの選手を見る/ })).toBeTruthy();
    expect(document.title).toContain('ネオリーグ1部');
  });

  it('switches league from the league tabs (kept in ?league=)', async () => {
    const user = userEvent.setup();
    const api = stubApi(homeHandler(), ...leagueHandlers());
    const { router } = renderLeague('/league/football');
    await screen.findByRole('heading', { level: 1, name: 'ネオリーグ1部' }, SLOW);

    await user.click(screen.getByRole('tab', { name: 'ネオリーグ2部' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'ネオリーグ2部' })).toBeTruthy();
    expect(router.state.location.search).toBe('?league=2');
    expect(api.callsTo('/home/league/football').some((c) => c.query.get('leagueId') === '2')).toBe(true);
    await waitFor(() =>
      expect(api.callsTo('/news/standinglist').some((c) => c.query.get('seasonId') === '4')).toBe(true),
    );
  });

  it('switches season by year: the home, table and rounds follow the chosen season', async () => {
    const user = userEvent.setup();
    const api = stubApi(homeHandler(), ...leagueHandlers());
    const { router } = renderLeague('/league/football');
    await screen.findByRole('heading', { level: 1, name: 'ネオリーグ1部' }, SLOW);

    await user.selectOptions(await screen.findByLabelText('シーズン'), '2025');

    await waitFor(() => expect(router.state.location.search).toBe('?year=2025'));
    expect(api.callsTo('/season/1/2025')).toHaveLength(1);
    await waitFor(() =>
      expect(api.callsTo('/home/league/football').some((c) => c.query.get('seasonId') === '1')).toBe(true),
    );
    await waitFor(() =>
      expect(api.callsTo('/news/standinglist').some((c) => c.query.get('seasonId') === '1')).toBe(true),
    );
    expect(await screen.findByText('2025シーズン', { selector: 'p span' })).toBeTruthy();
  });

  it('with scores hidden, the table shows no goals and says why', async () => {
    stubApi(homeHandler(true), ...leagueHandlers({ scoreHidden: true }));
    renderLeague('/league/football');

    const table = await screen.findByTestId('standings-table', {}, SLOW);
    expect(screen.getByTestId('standings-hidden-note').textContent).toContain('スコア非表示中');
    for (const n of ['417', '113', '+304', '368', '219']) expect(within(table).queryByText(n)).toBeNull();
    expect(within(table).getAllByText('スコア非表示').length).toBe(9);
    // points and results stay: they are not scores
    expect(within(table).getByText('46')).toBeTruthy();
    // the latest result shows no score either
    const results = await screen.findByTestId('league-results');
    expect(within(results).queryByText('5')).toBeNull();
    expect(within(results).getAllByText('スコア非表示中').length).toBeGreaterThan(0);
  });

  it("marks the league's news whose result is hidden, and only those", async () => {
    stubApi(
      respond(
        'league.home',
        { ...leagueHome(neo1, seasons.neo1Now, true), news: [hiddenPost, posts[1]!] },
        { type: 'football' },
      ),
      ...leagueHandlers({ scoreHidden: true }),
    );
    renderLeague('/league/football');

    const news = await screen.findByTestId('league-news', {}, SLOW);
    const [hidden, shown] = within(news).getAllByRole('listitem');
    expect(within(hidden!).getByText(hiddenPost.title)).toBeTruthy();
    expect(within(hidden!).getByTestId('result-hidden').textContent).toBe('結果を非表示');
    expect(within(shown!).getByText(posts[1]!.title)).toBeTruthy();
    expect(within(shown!).queryByTestId('result-hidden')).toBeNull();
  });

  it('steps to the previous round and shows its games', async () => {
    const user = userEvent.setup();
    const api = stubApi(homeHandler(), ...leagueHandlers());
    renderLeague('/league/football');
    const nav = await screen.findByTestId('round-navigator', {}, SLOW);
    await within(nav).findByRole('article', { name: 'みなと碧海FC 対 東都レガリア' });
    expect(api.callsTo('/round/44')).toHaveLength(1);

    await user.click(within(nav).getByRole('button', { name: '前の節' }));

    await waitFor(() => expect(api.callsTo('/round/43')).toHaveLength(1));
    await waitFor(() =>
      expect((within(nav).getByLabelText('節を選ぶ') as HTMLSelectElement).value).toBe('43'),
    );
    expect(within(nav).getByRole('button', { name: '前の節' }).hasAttribute('disabled')).toBe(true);
  });

  it("a league's key in place of the sport opens that league under its sport", async () => {
    stubApi(...leagueHandlers(), homeHandler(), (call) =>
      call.path === '/league/neo2'
        ? { status: 404, body: { code: 'GAME_TYPE_NOT_FOUND', message: 'This sport does not exist.' } }
        : undefined,
    );
    const { router } = renderLeague('/league/neo2');

    await waitFor(() => expect(router.state.location.pathname).toBe('/league/football'), SLOW);
    expect(router.state.location.search).toBe('?league=2');
    expect(await screen.findByRole('heading', { level: 1, name: 'ネオリーグ2部' }, SLOW)).toBeTruthy();
    expect(screen.queryByText('競技が見つかりません')).toBeNull();
  });

  it('an unknown sport shows a clear not-found state with the sports that exist', async () => {
    stubApi(...leagueHandlers(), (call) =>
      call.path === '/league/cricket'
        ? { status: 404, body: { code: 'GAME_TYPE_NOT_FOUND', message: 'This sport does not exist.' } }
        : undefined,
    );
    renderLeague('/league/cricket');

    expect(await screen.findByText('競技が見つかりません', {}, SLOW)).toBeTruthy();
    expect(screen.getByText(/「cricket」という競技はありません/)).toBeTruthy();
    expect(
      screen.getAllByRole('link', { name: 'ゴルフ' }).some((a) => a.getAttribute('href') === '/league/golf'),
    ).toBe(true);
  });
});
