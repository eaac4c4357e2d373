import { type Reservations, scopeOfPass, type Voucher } from '@kickoff/contract';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { landed, profileOf, respond, WAIT } from '../../../test/kit.js';
import {
  alertOf,
  alertPage,
  emptyFavorites,
  leagueEntry,
  noReservations,
  renderMypage,
  teamEntry,
} from './mypage-test-kit.js';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const profile = profileOf({ email: 'basic@example.com', birthDate: '19900101' });

/** basic@'s pass (GET /user/sub/scope): basic monthly, paid by card, renewing on 10 December. */
const basicPass: Voucher = {
  held: true,
  scope: scopeOfPass('basic'),
  serviceId: 1,
  pass: 'basic',
  duration: 'monthly',
  status: 'in_use',
  startDate: '2026-11-10T03:00:00.000Z',
  endDate: '2026-12-10T03:00:00.000Z',
  renews: true,
  paidBy: 'card',
};

const reservations: Reservations = {
  team: [
    {
      id: 9,
      type: 'team',
      destId: 4,
      name: 'チーム4',
      beginAt: null,
      endAt: null,
      status: null,
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  ],
  league: [],
  live: [
    {
      id: 2,
      type: 'live',
      destId: 52,
      name: 'C vs D｜ネオ2部 第17節',
      beginAt: '2026-11-24T06:30:00.000Z',
      endAt: '2026-11-24T08:30:00.000Z',
      status: 0,
      createdAt: '2026-11-01T00:00:00.000Z',
    },
    {
      id: 1,
      type: 'live',
      destId: 51,
      name: 'A vs B｜ネオ1部 第21節',
      beginAt: '2026-11-24T04:30:00.000Z',
      endAt: '2026-11-24T06:30:00.000Z',
      status: 1,
      createdAt: '2026-11-01T00:00:00.000Z',
    },
    {
      id: 3,
      type: 'live',
      destId: 53,
      name: '終わった試合',
      beginAt: '2026-11-23T04:30:00.000Z',
      endAt: '2026-11-23T06:30:00.000Z',
      status: 2,
      createdAt: '2026-11-01T00:00:00.000Z',
    },
    {
      // not marked on air yet, but inside its window now: on air (isLiveOnAir)
      id: 4,
      type: 'live',
      destId: 54,
      name: '始まった試合',
      beginAt: new Date(Date.now() - 30 * 60_000).toISOString(),
      endAt: new Date(Date.now() + 90 * 60_000).toISOString(),
      status: 0,
      createdAt: '2026-11-01T00:00:00.000Z',
    },
  ],
};

describe('my page overview', () => {
  it('shows the profile with a starred e-mail, the pass, favourites, reservations and alerts', async () => {
    const { router } = renderMypage(
      '/mypage',
      respond('profile.get', profile),
      respond('passes.voucher', basicPass),
      respond('favorites.like', {
        myTeam: [teamEntry(3, 2), teamEntry(1, 1)],
        myLeague: [leagueEntry(2, 1)],
      }),
      respond('reservations.list', reservations),
      respond('alerts.list', alertPage([alertOf(5)])),
    );
    const user = userEvent.setup();

    const card = await screen.findByTestId('mypage-profile', {}, WAIT);
    expect(card.textContent).toContain('ゴール職人');
    expect(screen.getByTestId('mypage-email').textContent).toBe('ba***@example.com');
    await waitFor(() => expect(card.textContent).toContain('2025.04.01 登録'));
    const pass = screen.getByTestId('mypage-pass');
    expect(pass.textContent).toContain('ベーシック');
    await waitFor(() => expect(pass.textContent).toContain('月額'));
    expect(within(pass).getByText('次回更新日')).toBeTruthy();
    expect(screen.getByTestId('mypage-pass-date').textContent).toBe('2026.12.10');
    expect(screen.getByTestId('mypage-pass-method').textContent).toBe('クレジットカード');

    const teams = await screen.findByTestId('mypage-teams', {}, WAIT);
    expect(
      within(teams)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['T01チーム1', 'T03チーム3']);
    expect(screen.getByTestId('mypage-leagues').textContent).toContain('ネオリーグ2部');

    // soonest first, those on air (marked, or due by the clock) link to the live, the ended one is gone
    const list = await screen.findByTestId('reservation-51', {}, WAIT);
    const rows = within(screen.getByTestId('mypage-reservations')).getAllByTestId(/^reservation-\d+$/);
    expect(rows.map((r) => r.dataset.testid)).toEqual(['reservation-51', 'reservation-52', 'reservation-54']);
    expect(within(list).getByRole('link').getAttribute('href')).toBe('/live?type=live&id=51');
    expect(within(rows[1]!).getByRole('button').getAttribute('aria-pressed')).toBe('true');
    expect(within(rows[2]!).getByRole('link').getAttribute('href')).toBe('/live?type=live&id=54');
    expect(screen.getByTestId('mypage-reservations').textContent).toContain('チーム4');

    expect(within(screen.getByTestId('mypage-alerts')).getByText('東都 vs 北嶺 5')).toBeTruthy();

    await user.click(screen.getByRole('link', { name: '編集' }));
    await landed(router, '/mypage/favorite');
  });

  it('shows the end date of a cancelled pass, and a free member without dates', async () => {
    renderMypage(
      '/mypage',
      respond('profile.get', profile),
      respond('passes.voucher', {
        ...basicPass,
        pass: 'premium',
        scope: scopeOfPass('premium'),
        duration: 'annual',
        status: 'cancelled',
        renews: false,
        paidBy: 'app_store',
      }),
    );
    const pass = await screen.findByTestId('mypage-pass', {}, WAIT);
    await waitFor(() => expect(pass.textContent).toContain('プレミアム'));
    expect(pass.dataset.plan).toBe('premium');
    expect(pass.textContent).toContain('年額');
    expect(within(pass).getByText('利用終了日')).toBeTruthy();
    expect(screen.getByTestId('mypage-pass-method').textContent).toBe('アプリ内課金');
    cleanup();

    renderMypage(
      '/mypage',
      respond('profile.get', profile),
      respond('passes.voucher', {
        ...basicPass,
        held: false,
        pass: null,
        scope: scopeOfPass(null),
        serviceId: -1,
        duration: null,
        status: null,
        startDate: null,
        endDate: null,
        renews: false,
        paidBy: null,
      }),
    );
    const free = await screen.findByTestId('mypage-pass', {}, WAIT);
    // the session said basic until the pass answered: the pass held decides
    await waitFor(() => expect(free.textContent).toContain('無料会員'));
    expect(screen.queryByTestId('mypage-pass-date')).toBeNull();
  });

  it('invites to choose favourites and reserve matches when there are none', async () => {
    renderMypage(
      '/mypage',
      respond('profile.get', profile),
      respond('favorites.like', emptyFavorites),
      respond('reservations.list', noReservations),
      respond('alerts.list', alertPage([])),
    );
    expect(await screen.findByText('お気に入りがまだありません', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'チーム・リーグを選ぶ' }).getAttribute('href')).toBe(
      '/mypage/favorite',
    );
    expect(await screen.findByText('通知予約はまだありません', {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: '日程を見る' }).getAttribute('href')).toBe('/schedule/0');
    // the sections of spec §2: default, favorite, purchase (my passes), qna
    const tabs = screen.getByRole('navigation', { name: 'マイページのメニュー' });
    expect(
      within(tabs)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/mypage', '/mypage/favorite', '/mypage/purchase', '/mypage/qna']);
  });
});
