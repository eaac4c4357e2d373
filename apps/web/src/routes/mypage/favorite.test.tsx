import type { Favorites, LikeSeveralBody } from '@kickoff/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type Call, landed, respond, WAIT } from '../../../test/kit.js';
import { catalogueKeys } from '../../features/catalogue/index.js';
import { favoritesKeys } from '../../features/favorites/index.js';
import {
  emptyFavorites,
  gameTypes,
  leagueEntry,
  leagueGroups,
  noReservations,
  renderMypage,
  teamEntry,
  teamPageHandler,
} from './mypage-test-kit.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The editor's backdrop of calls: favourites `saved`, the pickers' lists, an empty bell. */
function editorCalls(saved: Favorites, onSave?: (body: LikeSeveralBody) => Favorites) {
  return [
    respond('favorites.like', saved),
    respond('catalogue.gameTypes', gameTypes),
    respond('favorites.leagues', leagueGroups),
    teamPageHandler,
    respond('alerts.list', { list: [], total: 0, totalPage: 1, pageNo: 1, pageItem: 10, unread: 0 }),
    respond('reservations.list', noReservations),
    respond('favorites.likeSeveral', (call: Call) => onSave?.(call.body as LikeSeveralBody) ?? saved),
  ];
}

const selectedIds = (kind: 'team' | 'league') =>
  within(screen.getByTestId(`selected-${kind}`))
    .queryAllByTestId(new RegExp(`^selected-${kind}-\\d+$`))
    .map((el) => Number(el.dataset.testid?.split('-').at(-1)));

describe('my-team and my-league editor', () => {
  it('refuses a sixth team with a clear message and sends nothing', async () => {
    const five: Favorites = { myTeam: [1, 2, 3, 4, 5].map((id, i) => teamEntry(id, i + 1)), myLeague: [] };
    const { api } = renderMypage('/mypage/favorite', ...editorCalls(five));
    const user = userEvent.setup();

    await screen.findByTestId('pick-team-6', {}, WAIT);
    expect(screen.getByTestId('count-team').textContent).toBe('5 / 5');
    expect(screen.getByTestId('pick-team-3').getAttribute('aria-pressed')).toBe('true');

    await user.click(screen.getByTestId('pick-team-6'));
    expect(screen.getByRole('alert').textContent).toContain('マイチームは5チームまでです');
    expect(selectedIds('team')).toEqual([1, 2, 3, 4, 5]);
    expect(screen.getByTestId('pick-team-6').getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: '保存する' })).toHaveProperty('disabled', true);

    // make room, then the pick goes in at the end
    await user.click(screen.getByRole('button', { name: 'チーム2を外す' }));
    await user.click(screen.getByTestId('pick-team-6'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(selectedIds('team')).toEqual([1, 3, 4, 5, 6]);
    expect(api.calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('reorders with the up and down buttons and saves that order', async () => {
    const saved: Favorites = {
      myTeam: [teamEntry(7, 2), teamEntry(4, 1), teamEntry(9, 3)],
      myLeague: [leagueEntry(1, 1)],
    };
    const { api } = renderMypage('/mypage/favorite', ...editorCalls(saved));
    const user = userEvent.setup();

    await screen.findByTestId('selected-team-4', {}, WAIT);
    expect(selectedIds('team')).toEqual([4, 7, 9]);
    // the first cannot go up, the last cannot go down
    expect(screen.getByRole('button', { name: 'チーム4を1つ上へ' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'チーム9を1つ下へ' })).toHaveProperty('disabled', true);

    await user.click(screen.getByRole('button', { name: 'チーム9を1つ上へ' }));
    expect(selectedIds('team')).toEqual([4, 9, 7]);
    await user.click(screen.getByRole('button', { name: 'チーム4を1つ下へ' }));
    expect(selectedIds('team')).toEqual([9, 4, 7]);
    expect(screen.getByText('未保存の変更があります')).toBeTruthy();

    // keyboard: the move buttons are real buttons in the tab order
    screen.getByRole('button', { name: 'チーム9を1つ下へ' }).focus();
    await user.keyboard('{Enter}');
    expect(selectedIds('team')).toEqual([4, 9, 7]);

    await user.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(api.callsTo('/like/several2')).toHaveLength(1), WAIT);
    // only the list that changed is sent, whole and numbered in order
    expect(api.callsTo('/like/several2')[0]!.body).toEqual({
      userId: 42,
      type: 'team',
      destIdList: [
        { destId: 4, orderNo: 1 },
        { destId: 9, orderNo: 2 },
        { destId: 7, orderNo: 3 },
      ],
    });
  });

  it('lets the answer of /like/several2 replace the favourites and refreshes the catalogue', async () => {
    const serverAnswer: Favorites = {
      myTeam: [teamEntry(21, 1)],
      myLeague: [leagueEntry(3, 1)],
    };
    const bodies: LikeSeveralBody[] = [];
    const { api, queryClient } = renderMypage(
      '/mypage/favorite',
      ...editorCalls(emptyFavorites, (body) => {
        bodies.push(body);
        return body.type === 'team' ? { myTeam: [teamEntry(21, 1)], myLeague: [] } : serverAnswer;
      }),
    );
    const user = userEvent.setup();
    queryClient.setQueryData([...catalogueKeys.all, 'schedule', 'favorite', 'ja'], { stale: false });

    await user.click(await screen.findByRole('tab', { name: /リーグ/ }, WAIT));
    await user.click(await screen.findByTestId('pick-league-3', {}, WAIT));
    await user.click(screen.getByRole('tab', { name: /チーム/ }));
    await user.click(await screen.findByRole('tab', { name: '野球' }, WAIT));
    await user.click(await screen.findByTestId('pick-team-21', {}, WAIT));
    await user.click(screen.getByRole('button', { name: '保存する' }));

    await screen.findByText('マイチーム・マイリーグを保存しました', {}, WAIT);
    expect(bodies.map((b) => b.type)).toEqual(['team', 'league']);
    expect(queryClient.getQueryData(favoritesKeys.mine('ja'))).toEqual(serverAnswer);
    // the answer is the new list: no second GET /like
    expect(api.callsTo('/like')).toHaveLength(1);
    expect(
      queryClient.getQueryState([...catalogueKeys.all, 'schedule', 'favorite', 'ja'])?.isInvalidated,
    ).toBe(true);
    expect(screen.getByText('保存済み')).toBeTruthy();
    expect(selectedIds('league')).toEqual([3]);
  });

  it('asks before leaving with unsaved changes', async () => {
    const { router } = renderMypage('/mypage/favorite', ...editorCalls(emptyFavorites));
    const user = userEvent.setup();

    await user.click(await screen.findByTestId('pick-team-2', {}, WAIT));
    await user.click(screen.getByRole('link', { name: '概要' }));
    const dialog = await screen.findByRole('alertdialog', {}, WAIT);
    expect(dialog.textContent).toContain('変更を保存していません');

    await user.click(within(dialog).getByRole('button', { name: '編集を続ける' }));
    expect(router.state.location.pathname).toBe('/mypage/favorite');
    expect(selectedIds('team')).toEqual([2]);

    await user.click(screen.getByRole('link', { name: '概要' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '保存せずに移動' }),
    );
    await landed(router, '/mypage');
  });
});
