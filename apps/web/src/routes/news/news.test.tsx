import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, pageOf, respond, stubApi } from '../../../test/kit.js';
import {
  hiddenPost,
  leagueHandlers,
  player,
  playerList,
  postDetail,
  posts,
  renderLeague,
  teams,
} from '../league/league-test-kit.js';

/** The first visit loads the lazy route chunks. */
const SLOW = { timeout: 5000 };

afterEach(() => {
  vi.unstubAllGlobals();
});

const newsHandlers = [
  respond('news.list', (call) =>
    pageOf(posts, Number(call.query.get('pageNo') ?? 1), Number(call.query.get('pageItem') ?? 10)),
  ),
  (call: Call) => {
    const m = /^\/news\/post\/(\d+)$/.exec(call.path);
    return m && m[1] !== '9' ? { body: { data: { ...postDetail, id: Number(m[1]) } } } : undefined;
  },
];

describe('/news/post', () => {
  it('lists posts with a lead, pages through them and opens an article with its tags and related news', {
    timeout: 15_000,
  }, async () => {
    const user = userEvent.setup();
    const api = stubApi(...newsHandlers, ...leagueHandlers());
    const { router } = renderLeague('/news/post');

    const lead = await screen.findByTestId('news-featured', {}, SLOW);
    expect(within(lead).getByText('ニュース記事 40')).toBeTruthy();
    const list = screen.getByTestId('news-list');
    expect(within(list).getAllByRole('link')).toHaveLength(12);
    expect(api.callsTo('/news/post')[0]!.query.get('pageItem')).toBe('13');

    await user.click(screen.getByRole('button', { name: /2/, current: false }));
    await waitFor(() =>
      expect(api.callsTo('/news/post').some((c) => c.query.get('pageNo') === '2')).toBe(true),
    );
    expect(router.state.location.search).toBe('?page=2');
    await screen.findByText('ニュース記事 27');

    await user.click(await screen.findByRole('link', { name: /ニュース記事 27/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?id=27'));

    expect(await screen.findByRole('heading', { name: postDetail.title })).toBeTruthy();
    const body = screen.getByTestId('news-body');
    expect(body.querySelectorAll('p')).toHaveLength(3);
    expect(within(body).getByText(/観客数：24,166人/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ネオリーグ1部' }).getAttribute('href')).toBe(
      '/news/post?league=1',
    );
    expect(screen.getByRole('link', { name: '北嶺ユナイテッド' }).getAttribute('href')).toBe(
      '/news/post?team=2',
    );
    expect(within(screen.getByTestId('news-related')).getAllByRole('link')).toHaveLength(2);
    expect(screen.getByRole('link', { name: /前の記事/ }).getAttribute('href')).toBe('/news/post?id=39');
    expect(screen.queryByRole('link', { name: /次の記事/ })).toBeNull();
    expect(document.title).toContain(postDetail.title);
  });

  it('filters by league from the picker', async () => {
    const user = userEvent.setup();
    const api = stubApi(...newsHandlers, ...leagueHandlers());
    const { router } = renderLeague('/news/post');
    await screen.findByTestId('news-featured', {}, SLOW);

    await user.selectOptions(screen.getByLabelText('リーグ'), '2');

    await waitFor(() =>
      expect(api.callsTo('/news/post').some((c) => c.query.get('leagueId') === '2')).toBe(true),
    );
    expect(router.state.location.search).toBe('?league=2');
  });

  it('marks posts whose result is hidden and, on the article, offers the score switch to read it', {
    timeout: 15_000,
  }, async () => {
    const user = userEvent.setup();
    // the server's answers follow the score setting: hidden until PUT /score/on turns scores on
    let on = false;
    const api = stubApi(
      respond('news.list', () => pageOf([on ? posts[0]! : hiddenPost, ...posts.slice(1)], 1, 13)),
      (call: Call) =>
        call.path === `/news/post/${hiddenPost.id}`
          ? { body: { data: on ? postDetail : { ...postDetail, ...hiddenPost, body: '' } } }
          : undefined,
      respond('settings.getScore', () => ({ on })),
      respond('settings.putScore', (call) => {
        on = (call.body as { on: boolean }).on;
        return { on };
      }),
      ...leagueHandlers(),
    );
    renderLeague('/news/post');

    const lead = await screen.findByTestId('news-featured', {}, SLOW);
    expect(within(lead).getByText(hiddenPost.title)).toBeTruthy();
    expect(within(lead).getByTestId('result-hidden').textContent).toBe('結果を非表示');
    expect(within(screen.getByTestId('news-list')).queryByTestId('result-hidden')).toBeNull();

    await user.click(within(lead).getByRole('link'));
    expect(await screen.findByRole('heading', { name: hiddenPost.title })).toBeTruthy();
    const panel = screen.getByTestId('news-result-hidden');
    expect(within(panel).getByRole('heading', { name: '結果を含む記事を非表示にしています' })).toBeTruthy();
    expect(screen.getByTestId('news-body').textContent).toBe('');
    const toggle = await within(panel).findByRole('switch', { name: 'スコアを表示' });
    await waitFor(() => expect((toggle as HTMLInputElement).disabled).toBe(false));
    expect((toggle as HTMLInputElement).checked).toBe(false);

    await user.click(toggle);

    expect(await screen.findByRole('heading', { name: postDetail.title })).toBeTruthy();
    expect(screen.queryByTestId('news-result-hidden')).toBeNull();
    expect(within(screen.getByTestId('news-body')).getByText(/観客数：24,166人/)).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT' && c.path === '/score/on')).toBe(true);
  });

  it('says so when an article does not exist', async () => {
    stubApi(...newsHandlers, ...leagueHandlers(), (call) =>
      call.path === '/news/post/9'
        ? { status: 404, body: { code: 'NEWS_NOT_FOUND', message: 'This news post does not exist.' } }
        : undefined,
    );
    renderLeague('/news/post?id=9');
    expect(await screen.findByText('指定されたニュースが見つかりません。', {}, SLOW)).toBeTruthy();
  });
});

describe('/news/standinglist', () => {
  it('shows the first league with a table, switches season and league, and hides goals when scores are hidden', async () => {
    const user = userEvent.setup();
    const api = stubApi(...leagueHandlers({ scoreHidden: true }));
    const { router } = renderLeague('/news/standinglist');

    const table = await screen.findByTestId('standings-table', {}, SLOW);
    expect(api.callsTo('/news/standinglist')[0]!.query.get('leagueId')).toBe('1');
    // golf has no table: it is not offered
    expect(screen.queryByRole('tab', { name: '青嵐ゴルフツアー' })).toBeNull();
    expect(within(table).getByText('北嶺ユナイテッド')).toBeTruthy();
    expect(within(table).queryByText('417')).toBeNull();
    expect(screen.getByTestId('standings-hidden-note')).toBeTruthy();

    await user.selectOptions(screen.getByLabelText('シーズン'), '1');
    await waitFor(() =>
      expect(api.callsTo('/news/standinglist').some((c) => c.query.get('seasonId') === '1')).toBe(true),
    );
    expect(router.state.location.search).toBe('?season=1');

    await user.click(screen.getByRole('tab', { name: 'ネオリーグ2部' }));
    await waitFor(() =>
      expect(api.callsTo('/news/standinglist').some((c) => c.query.get('leagueId') === '2')).toBe(true),
    );
    expect(router.state.location.search).toBe('?league=2');
  });
});

describe('/news/playerlist', () => {
  const keys = ['appearances', 'assists', 'goals', 'minutes'];
  const rows = [
    player(34, '西村 歩夢', teams.hkr, { goals: 18, assists: 2, appearances: 21, minutes: 1679 }),
    player(57, '安藤 颯太', teams.mhk, { goals: 16, assists: 0, appearances: 21, minutes: 1724 }),
  ];

  it('ranks by the sport’s leading statistic, sorts by a header on the server, and filters by team', async () => {
    const user = userEvent.setup();
    const api = stubApi(
      respond('news.players', (call) => playerList(rows, call.query.get('sort'), keys, 312)),
      respond('league.seasons', [], { leagueId: 1 }),
      ...leagueHandlers(),
    );
    const { router } = renderLeague('/news/playerlist?league=1');

    const table = await screen.findByTestId('player-table', {}, SLOW);
    const sorted = api.callsTo('/news/playerlist').find((c) => c.query.get('sort') === 'goals');
    expect(sorted?.query.get('order')).toBe('desc');
    const headers = within(table)
      .getAllByRole('columnheader')
      // the visible label only: sort buttons also hold a visually hidden "sort by" line
      .map((th) => th.firstElementChild?.firstChild?.textContent ?? th.textContent);
    expect(headers).toEqual(['順位', '選手', '得点', 'アシスト', '出場', '出場分']);
    expect(within(table).getByRole('columnheader', { name: /得点/ }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(within(table).getByText('1,679')).toBeTruthy();
    expect(screen.getByText('全312人')).toBeTruthy();

    await user.click(within(table).getByRole('button', { name: /アシストで並べ替え/ }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=assists'));
    expect(router.state.location.search).toContain('order=desc');
    await waitFor(() =>
      expect(api.callsTo('/news/playerlist').some((c) => c.query.get('sort') === 'assists')).toBe(true),
    );

    await user.click(
      within(await screen.findByTestId('player-table')).getByRole('button', { name: /アシストで並べ替え/ }),
    );
    await waitFor(() => expect(router.state.location.search).toContain('order=asc'));

    await user.selectOptions(await screen.findByLabelText('チーム'), '3');
    await waitFor(() =>
      expect(api.callsTo('/news/playerlist').some((c) => c.query.get('teamId') === '3')).toBe(true),
    );
  });
});
