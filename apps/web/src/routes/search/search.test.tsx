import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/kit.js';
import { RECENT_SEARCHES_KEY } from '../../features/search/index.js';
import { baseHandlers, live, renderSearch, resultHandlers, searchTeam, vod } from './search-test-kit.js';

// a busy machine (other suites in parallel) can take longer than the default second to answer
configure({ asyncUtilTimeout: 4000 });

// the route is a lazy chunk: load it once up front so no test pays for the first import
beforeAll(async () => {
  await import('./SearchRoute.js');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const input = () => screen.getByRole('searchbox', { name: 'キーワード検索' }) as HTMLInputElement;
const counter = () => screen.getByTestId('search-counter').textContent;
const vodCards = () => within(screen.getByTestId('search-vod-list')).getAllByRole('link');
const chartRanks = () =>
  within(screen.getByTestId('search-chart-list'))
    .getAllByRole('listitem')
    .map((li) => li.dataset.testid);

describe('/search keyword field', () => {
  it('counts up to 30 characters and refuses the 31st with a message', async () => {
    stubApi(...baseHandlers);
    renderSearch('/search');
    await screen.findByTestId('search-home');
    expect(counter()).toContain('0/30');

    await userEvent.type(input(), 'あいうえおかきくけこ');
    expect(counter()).toContain('10/30');
    expect(screen.queryByTestId('search-keyword-notice')).toBeNull();

    await userEvent.type(input(), 'さしすせそたちつてとなにぬねのはひふへほ');
    expect(input().value).toHaveLength(30);
    expect(counter()).toContain('30/30');

    await userEvent.type(input(), 'ま');
    expect(input().value).toBe('あいうえおかきくけこさしすせそたちつてとなにぬねのはひふへほ');
    expect(screen.getByTestId('search-keyword-notice').textContent).toBe(
      'キーワードは30文字までです。それ以上は入力できません。',
    );

    // deleting a character takes the message away again
    await userEvent.type(input(), '{Backspace}');
    expect(counter()).toContain('29/30');
    expect(screen.queryByTestId('search-keyword-notice')).toBeNull();
  });

  it('cuts pasted text to 30 characters and says so', async () => {
    stubApi(...baseHandlers);
    renderSearch('/search');
    await screen.findByTestId('search-home');
    await userEvent.click(input());
    await userEvent.paste('ABCDEFGHIJ'.repeat(4));
    expect(input().value).toBe('ABCDEFGHIJ'.repeat(3));
    expect(counter()).toContain('30/30');
    expect(screen.getByTestId('search-keyword-notice').textContent).toBe(
      '貼り付けたテキストが30文字を超えたため、先頭の30文字だけを入力しました。',
    );
    expect(input().getAttribute('aria-invalid')).toBe('true');
  });

  it('keeps a short paste as it is', async () => {
    stubApi(...baseHandlers);
    renderSearch('/search');
    await screen.findByTestId('search-home');
    await userEvent.click(input());
    await userEvent.paste('東都');
    expect(input().value).toBe('東都');
    expect(screen.queryByTestId('search-keyword-notice')).toBeNull();
  });
});

describe('/search keyword in the URL', () => {
  it('searches on Enter with the trimmed keyword, keeps it in ?q= and goes back with history', async () => {
    const api = stubApi(
      ...baseHandlers,
      ...resultHandlers({ teams: [searchTeam], lives: [live(1)], vods: [vod(1), vod(2)] }),
    );
    const { router } = renderSearch('/search');
    await screen.findByTestId('search-home');

    await userEvent.type(input(), '  東都  {Enter}');
    await screen.findByTestId('search-results');
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('東都')}`);
    expect(input().value).toBe('東都');
    expect(api.callsTo('/search/teams')[0]?.query.get('keyword')).toBe('東都');
    expect(api.callsTo('/search/lives')[0]?.query.get('keyword')).toBe('東都');
    expect(api.callsTo('/search/vod')[0]?.query.get('keyword')).toBe('東都');
    expect(screen.getByRole('heading', { level: 2, name: /「東都」の検索結果/ })).toBeTruthy();
    await waitFor(() => expect(document.title).toBe('「東都」の検索結果 | KICKOFF'));

    // the search button searches too
    await userEvent.clear(input());
    await userEvent.type(input(), '北嶺');
    await userEvent.click(screen.getByRole('button', { name: '検索' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('北嶺')}`));

    // back shows the previous keyword in the field and its results
    await router.navigate(-1);
    await waitFor(() => expect(input().value).toBe('東都'));
    expect(router.state.location.search).toBe(`?q=${encodeURIComponent('東都')}`);
  });

  it('opens the results of ?q= on reload, the keyword trimmed in place', async () => {
    const api = stubApi(...baseHandlers, ...resultHandlers({ teams: [searchTeam] }));
    const { router } = renderSearch(`/search?q=${encodeURIComponent('  東都 ')}`);
    await screen.findByTestId('search-team-1');
    expect(input().value).toBe('東都');
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('東都')}`));
    expect(api.callsTo('/search/teams').every((c) => c.query.get('keyword') === '東都')).toBe(true);
  });

  it('stays on the search home on a blank keyword, without searching', async () => {
    const api = stubApi(...baseHandlers, ...resultHandlers({}));
    const { router } = renderSearch('/search');
    await screen.findByTestId('search-home');
    await userEvent.type(input(), '    {Enter}');
    expect(router.state.location.search).toBe('');
    expect(input().value).toBe('');
    expect(screen.getByTestId('search-home')).toBeTruthy();
    expect(api.callsTo('/search/teams')).toHaveLength(0);
    expect(api.callsTo('/search/vod')).toHaveLength(0);
  });
});

describe('/search results', () => {
  it('shows teams, lives and VODs with their counts; teams lead to their league', async () => {
    stubApi(
      ...baseHandlers,
      ...resultHandlers({
        teams: [searchTeam],
        lives: [live(1), live(2, { status: 0 })],
        vods: [vod(1), vod(2), vod(3)],
      }),
    );
    renderSearch(`/search?q=${encodeURIComponent('東都')}`);
    await screen.findByTestId('search-team-1');
    expect(screen.getByTestId('search-count-teams').textContent).toBe('チーム1');
    await waitFor(() => expect(screen.getByTestId('search-count-lives').textContent).toBe('ライブ2'));
    await waitFor(() => expect(screen.getByTestId('search-count-vods').textContent).toBe('動画3'));
    expect(screen.getByText('全6件')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('search-team-1').getAttribute('href')).toBe('/league/football?league=1'),
    );
    const liveCard = within(screen.getByTestId('search-live-1')).getByRole('link');
    expect(liveCard.getAttribute('href')).toBe('/live?type=live&id=1');
    expect(vodCards()).toHaveLength(3);
  });

  it('never shows a hidden score on live cards or VOD cards', async () => {
    const hidden = { homeScore: null, awayScore: null, scoreHidden: true };
    const hiddenVod = vod(1, { game: { ...vod(1).game!, ...hidden } });
    stubApi(
      ...baseHandlers,
      ...resultHandlers({ lives: [live(1, { game: { ...live(1).game!, ...hidden } })], vods: [hiddenVod] }),
    );
    renderSearch(`/search?q=${encodeURIComponent('東都')}`);
    const liveCard = await screen.findByTestId('search-live-1');
    expect(liveCard.textContent).toContain('スコア非表示');
    expect(liveCard.textContent).not.toMatch(/\d\s*-\s*\d/);
    const vodCard = await screen.findByTestId('search-vod-1');
    expect(vodCard.textContent).not.toMatch(/3\s*-\s*1/);
  });

  it('appends the next VOD page on 「もっと見る」 and stops at the last page', async () => {
    const all = Array.from({ length: 30 }, (_, i) => vod(i + 1, { title: `検索動画 ${i + 1}` }));
    const api = stubApi(...baseHandlers, ...resultHandlers({ vods: all }));
    renderSearch(`/search?q=${encodeURIComponent('東都')}`);
    await screen.findByTestId('search-vod-list');
    expect(vodCards()).toHaveLength(12);
    expect(screen.getByText('30件中 12件を表示')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'もっと見る' }));
    await waitFor(() => expect(vodCards()).toHaveLength(24));
    // appended: the first page is still there, in order
    expect(vodCards()[0]?.textContent).toContain('検索動画 1');
    expect(vodCards()[12]?.textContent).toContain('検索動画 13');

    await userEvent.click(screen.getByRole('button', { name: 'もっと見る' }));
    await waitFor(() => expect(vodCards()).toHaveLength(30));
    expect(screen.queryByRole('button', { name: 'もっと見る' })).toBeNull();
    expect(screen.getByText('すべての動画を表示しました')).toBeTruthy();
    expect(api.callsTo('/search/vod').map((c) => c.query.get('pageNo'))).toEqual(['1', '2', '3']);
  });

  it('sorts VODs through the URL, starting again at page 1', async () => {
    const api = stubApi(...baseHandlers, ...resultHandlers({ vods: [vod(1)] }));
    const { router } = renderSearch(`/search?q=${encodeURIComponent('東都')}`);
    await screen.findByTestId('search-vod-1');
    await userEvent.click(screen.getByRole('button', { name: '再生数順' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe(`?q=${encodeURIComponent('東都')}&sort=views`),
    );
    await waitFor(() => expect(api.callsTo('/search/vod').at(-1)?.query.get('sort')).toBe('views'));
    expect(api.callsTo('/search/vod').at(-1)?.query.get('pageNo')).toBe('1');
    expect(screen.getByRole('button', { name: '再生数順' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('shows the no-results state with suggestions that search', async () => {
    const api = stubApi(...baseHandlers, ...resultHandlers({}));
    const { router } = renderSearch('/search?q=zzqq');
    const none = await screen.findByTestId('search-no-results');
    expect(within(none).getByRole('heading', { name: /「zzqq」に一致する/ })).toBeTruthy();
    expect(screen.queryByTestId('search-results')).toBeNull();
    const chip = await within(none).findByRole('link', { name: 'ネオ2部' });
    await userEvent.click(chip);
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('ネオ2部')}`));
    await waitFor(() => expect(api.callsTo('/search/teams').at(-1)?.query.get('keyword')).toBe('ネオ2部'));
  });
});

describe('/search home', () => {
  it('shows today’s lives, liked and news VODs and the chart', async () => {
    stubApi(...baseHandlers);
    renderSearch('/search');
    await screen.findByText('今日のライブ 1');
    expect(screen.getByText('いいね動画 1')).toBeTruthy();
    expect(screen.getByText('KICKOFF NEWS 11月24日')).toBeTruthy();
    await screen.findByTestId('search-chart-list');
  });

  it('pages the chart 8 places at a time with the buttons and the page dots', async () => {
    const api = stubApi(...baseHandlers);
    renderSearch('/search');
    await screen.findByTestId('search-chart-list');
    expect(chartRanks()).toEqual([1, 2, 3, 4, 5, 6, 7, 8].map((n) => `chart-rank-${n}`));
    expect((screen.getByRole('button', { name: '前の8件' }) as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: '次の8件' }));
    await waitFor(() => expect(chartRanks()[0]).toBe('chart-rank-9'));
    expect(chartRanks()).toHaveLength(8);
    expect(screen.getByRole('button', { name: '2: 9〜16位' }).getAttribute('aria-current')).toBe('page');

    await userEvent.click(screen.getByRole('button', { name: '5: 33〜40位' }));
    await waitFor(() => expect(chartRanks().at(-1)).toBe('chart-rank-40'));
    expect((screen.getByRole('button', { name: '次の8件' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.callsTo('/vod/chart').map((c) => c.query.get('pageNo'))).toEqual(['1', '2', '5']);
  });
});

describe('/search recent searches', () => {
  it('remembers searches newest first under the empty field; one or all can be removed', async () => {
    stubApi(...baseHandlers, ...resultHandlers({ vods: [vod(1)] }));
    const { router } = renderSearch('/search');
    await screen.findByTestId('search-home');
    expect(screen.queryByTestId('search-recent')).toBeNull();

    for (const keyword of ['東都', '北嶺', 'ネオ']) {
      await userEvent.clear(input());
      await userEvent.type(input(), `${keyword}{Enter}`);
      await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent(keyword)}`));
    }
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['ネオ', '北嶺', '東都']);

    // hidden while the field has text, shown once it is empty
    expect(screen.queryByTestId('search-recent')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '入力を消去' }));
    const recent = screen.getByTestId('search-recent');
    expect(
      within(recent)
        .getAllByRole('button', { name: /^(東都|北嶺|ネオ)$/ })
        .map((b) => b.textContent),
    ).toEqual(['ネオ', '北嶺', '東都']);

    await userEvent.click(within(recent).getByRole('button', { name: '「北嶺」を履歴から削除' }));
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['ネオ', '東都']);

    // a recent search searches again and moves to the front
    await userEvent.click(within(screen.getByTestId('search-recent')).getByRole('button', { name: '東都' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?q=${encodeURIComponent('東都')}`));
    expect(input().value).toBe('東都');
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['東都', 'ネオ']);

    await userEvent.click(screen.getByRole('button', { name: '入力を消去' }));
    await userEvent.click(
      within(screen.getByTestId('search-recent')).getByRole('button', { name: 'すべて削除' }),
    );
    expect(screen.queryByTestId('search-recent')).toBeNull();
    expect(localStorage.getItem(RECENT_SEARCHES_KEY)).toBeNull();
  });

  it('shows the stored history on a new visit', async () => {
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['ゴルフ', '東都']));
    stubApi(...baseHandlers);
    renderSearch('/search');
    const recent = await screen.findByTestId('search-recent');
    expect(within(recent).getByRole('button', { name: 'ゴルフ' })).toBeTruthy();
    await userEvent.click(within(recent).getByRole('button', { name: '「ゴルフ」を履歴から削除' }));
    await waitFor(() =>
      expect(
        within(screen.getByTestId('search-recent')).queryByRole('button', { name: 'ゴルフ' }),
      ).toBeNull(),
    );
    expect(JSON.parse(localStorage.getItem(RECENT_SEARCHES_KEY) ?? '[]')).toEqual(['東都']);
  });
});
