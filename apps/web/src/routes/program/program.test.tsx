import type { Top } from '@kickoff/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { get, pageOf, respond, stubApi } from '../../../test/kit.js';
import { episodes, origin, originHome, renderProgram, theme, vod } from './program-test-kit.js';

beforeAll(async () => {
  await Promise.all([
    import('./ProgramRoute.js'),
    import('./DetailRoute.js'),
    import('./OriginDetailRoute.js'),
    import('./ThemeDetailRoute.js'),
  ]);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const cards = () =>
  [...document.querySelectorAll<HTMLElement>('[data-testid^="detail-vod-"]')].map((el) => el.dataset.testid);

const originListHandler = respond(
  'origin.list',
  (call) => ({
    ...pageOf(episodes, Number(call.query.get('pageNo') ?? 1), Number(call.query.get('pageItem') ?? 10)),
    origin,
  }),
  { id: 1 },
);

describe('/detail/origin', () => {
  it('shows the programme header and pages through its episodes with the shared pagination', async () => {
    const api = stubApi(originListHandler);
    const { router } = renderProgram('/detail/origin?id=1');
    await screen.findByRole('heading', { level: 1, name: 'ネオリーグ・タクティクスラボ' });
    expect(screen.getByText('戦術を徹底分析するオリジナル番組。')).toBeTruthy();
    expect(screen.getByText('全24話')).toBeTruthy();
    expect(document.title).toBe('番組のエピソード | KICKOFF');
    const first = api.callsTo('/origin/1/list')[0];
    expect([first?.query.get('pageNo'), first?.query.get('pageItem')]).toEqual(['1', '10']);
    expect(cards()).toHaveLength(10);
    expect(cards()[0]).toBe('detail-vod-24');
    expect(screen.getByText('24件中 1–10件を表示')).toBeTruthy();
    expect(screen.getByRole('link', { name: /最新話を見る/ }).getAttribute('href')).toBe(
      '/player?type=vod&id=24',
    );

    await userEvent.click(screen.getByRole('button', { name: '3ページ目' }));
    await waitFor(() =>
      expect(cards()).toEqual(['detail-vod-4', 'detail-vod-3', 'detail-vod-2', 'detail-vod-1']),
    );
    expect(router.state.location.search).toBe('?id=1&page=3');
    expect(api.callsTo('/origin/1/list').at(-1)?.query.get('pageNo')).toBe('3');
    expect(screen.getByText('24件中 21–24件を表示')).toBeTruthy();
  });

  it('reads the page from the URL and turns a page past the end into the last one', async () => {
    const api = stubApi(originListHandler);
    const { router } = renderProgram('/detail/origin?id=1&page=9');
    await waitFor(() => expect(router.state.location.search).toBe('?id=1&page=3'));
    await waitFor(() => expect(cards()).toHaveLength(4));
    expect(api.callsTo('/origin/1/list').map((c) => c.query.get('pageNo'))).toEqual(['9', '3']);
  });

  it('answers a missing or broken id without calling the API', async () => {
    const api = stubApi(originListHandler);
    renderProgram('/detail/origin?id=abc');
    await screen.findByText('ページが見つかりません');
    expect(screen.getByRole('link', { name: '番組一覧へ' }).getAttribute('href')).toBe('/program');
    expect(api.calls).toHaveLength(0);
  });
});

describe('/detail/theme', () => {
  it('lists a theme page by page', async () => {
    const vods = Array.from({ length: 12 }, (_, i) => vod(200 + i, { kind: 'highlight', originId: null }));
    const api = stubApi(
      get('/theme/3/list', (call) => ({ ...pageOf(vods, Number(call.query.get('pageNo') ?? 1)), theme })),
    );
    renderProgram('/detail/theme?id=3');
    await screen.findByRole('heading', { level: 1, name: '逆転劇の名場面' });
    expect(screen.getByText('12本の動画')).toBeTruthy();
    expect(cards()).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: /次のページ/ }));
    await waitFor(() => expect(cards()).toEqual(['detail-vod-210', 'detail-vod-211']));
    expect(api.callsTo('/theme/3/list').at(-1)?.query.get('pageNo')).toBe('2');
  });

  it('shows the API error of an unknown theme', async () => {
    stubApi((call) =>
      call.path === '/theme/9/list'
        ? { status: 404, body: { code: 'THEME_NOT_FOUND', message: 'This theme does not exist.' } }
        : undefined,
    );
    renderProgram('/detail/theme?id=9');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).not.toBe('');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });
});

describe('/detail (default)', () => {
  const top: Top = {
    gameTypes: [
      {
        id: 1,
        key: 'football',
        name: 'サッカー',
        isTeam: true,
        isUseSeasonName: false,
        leagues: [
          {
            id: 1,
            key: 'neo1',
            gameTypeId: 1,
            name: 'ネオリーグ1部',
            shortName: 'ネオ1',
            colors: ['#000', '#fff'],
          },
          {
            id: 2,
            key: 'neo2',
            gameTypeId: 1,
            name: 'ネオリーグ2部',
            shortName: 'ネオ2',
            colors: ['#000', '#fff'],
          },
        ],
      },
    ],
  };
  const leagueVods = Array.from({ length: 3 }, (_, i) => vod(300 + i, { kind: 'highlight', originId: null }));

  it('lists a league’s VODs (GET /vod/league/detail) and filters them by kind', async () => {
    const api = stubApi(
      respond('catalogue.top', top),
      respond('vod.league', { ...pageOf(leagueVods, 1), league: top.gameTypes[0]!.leagues[0]! }),
    );
    const { router } = renderProgram('/detail?league=1');
    await screen.findByRole('heading', { level: 1, name: 'ネオリーグ1部の動画' });
    expect(api.callsTo('/vod/league/detail')[0]?.query.get('leagueId')).toBe('1');
    expect(cards()).toHaveLength(3);
    await waitFor(() =>
      expect(screen.getByRole('tab', { name: 'ネオリーグ1部' }).getAttribute('aria-selected')).toBe('true'),
    );

    await userEvent.click(
      within(screen.getByRole('tablist', { name: '動画の種類' })).getByRole('tab', { name: 'ハイライト' }),
    );
    await waitFor(() =>
      expect(api.callsTo('/vod/league/detail').at(-1)?.query.get('kind')).toBe('highlight'),
    );
    expect(new URLSearchParams(router.state.location.search).get('kind')).toBe('highlight');
  });

  it('without a league lists the popular VODs (GET /vod/popular)', async () => {
    const api = stubApi(respond('catalogue.top', top), respond('vod.popular', pageOf(leagueVods, 1)));
    renderProgram('/detail');
    await screen.findByRole('heading', { level: 1, name: '人気の動画' });
    // the heading needs no answer: the list is drawn from GET /vod/popular's (its call may come after)
    await waitFor(() => expect(cards()).toHaveLength(3));
    expect(api.callsTo('/vod/popular')).toHaveLength(1);
    expect(api.callsTo('/vod/league/detail')).toHaveLength(0);
  });
});

describe('/program', () => {
  it('features the first programme and gives every programme a rail of its latest episodes', async () => {
    stubApi(respond('catalogue.originHome', originHome));
    renderProgram('/program');
    const hero = await screen.findByTestId('program-featured');
    expect(within(hero).getByRole('heading', { name: 'ネオリーグ・タクティクスラボ' })).toBeTruthy();
    expect(
      within(hero)
        .getByRole('link', { name: /最新話を見る/ })
        .getAttribute('href'),
    ).toBe('/player?type=vod&id=24');
    expect(screen.getByTestId('program-tile-2').getAttribute('href')).toBe('/detail/origin?id=2');
    const rail = screen
      .getByRole('heading', { level: 2, name: 'KICKOFF WEEKLY' })
      .closest('section') as HTMLElement;
    expect(within(rail).getByText('#2 今週のまとめ')).toBeTruthy();
    expect(
      within(rail)
        .getByRole('link', { name: /すべて見る/ })
        .getAttribute('href'),
    ).toBe('/detail/origin?id=2');
  });
});
