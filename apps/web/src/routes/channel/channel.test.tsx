import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { respond, stubApi } from '../../../test/kit.js';
import { channel, jst, program, renderChannel } from './channel-test-kit.js';

// The clock: Tuesday 24 November 2026, 01:30 in Tokyo (16:30 UTC on the 23rd).
const NOW = new Date('2026-11-24T01:30:00+09:00');

const day24 = [
  // channel 1: a live match on air now, then news, then a film crossing into the 4–8 window
  program(1, jst(23, '23:00'), jst(24, '02:00'), '【LIVE】北嶺 vs 東都', {
    broadcastType: 100,
    description: 'ネオリーグ 第22節',
  }),
  program(1, jst(24, '02:00'), jst(24, '03:00'), 'KICKOFF NEWS'),
  program(1, jst(24, '03:00'), jst(24, '05:00'), '名勝負セレクション'),
  program(1, jst(24, '05:00'), jst(24, '06:00'), 'モーニング・ダイジェスト'),
  // channel 2
  program(2, jst(24, '00:00'), jst(24, '01:00'), '深夜の戦術ラボ'),
  program(2, jst(24, '01:00'), jst(24, '04:00'), 'ゴルフ 第2ラウンド', { broadcastType: 300 }),
  program(2, jst(24, '04:00'), jst(24, '08:00'), '朝のリプレイ'),
];
const [live, news, film, morning, lab, golf] = day24 as [
  (typeof day24)[0],
  (typeof day24)[0],
  (typeof day24)[0],
  (typeof day24)[0],
  (typeof day24)[0],
  (typeof day24)[0],
];
const channels = [channel(1, 'KICKOFF SPORTS 1', live), channel(2, 'KICKOFF SPORTS 2', golf)];

function stubEpg() {
  return stubApi(
    respond('channels.list', channels),
    respond(
      'channels.programDay',
      { date: '20261124', from: jst(24, '00:00'), to: jst(25, '00:00'), list: day24 },
      { date: '20261124' },
    ),
    respond(
      'channels.programDay',
      { date: '20261125', from: jst(25, '00:00'), to: jst(26, '00:00'), list: [] },
      { date: '20261125' },
    ),
  );
}

const block = (p: { id: number }) => document.querySelector<HTMLElement>(`[data-program-id="${p.id}"]`);
const panel = () => screen.getByRole('complementary', { name: '番組の詳細' });

// the screen is a lazy route: load its module once up front so the first test does not wait for it
beforeAll(async () => {
  await import('./ChannelRoute.js');
});

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/channel timetable', () => {
  it('opens on today and the window holding now, with the programme on air highlighted', async () => {
    const api = stubEpg();
    renderChannel();
    await screen.findByRole('table', { name: '番組表' });
    expect(api.callsTo('/program/20261124')).toHaveLength(1);
    expect(screen.getByRole('tab', { name: /00:00–04:00/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: /今日/ }).getAttribute('aria-pressed')).toBe('true');
    expect(document.title).toBe('TVチャンネル | KICKOFF');

    // the live match began the evening before: clipped at the window's left edge, on air now
    expect(block(live)?.dataset.now).toBe('true');
    expect(block(live)?.getAttribute('aria-label')).toContain('放送中');
    expect(block(news)?.dataset.now).toBeUndefined();
    expect(block(lab)?.dataset.now).toBeUndefined();
    expect(block(golf)?.dataset.now).toBe('true');
    expect(block(morning)).toBeNull();
    // blocks sized by duration within the window: 23:00–02:00 shows 0–2h of 4h
    expect(block(live)?.style.getPropertyValue('--offset')).toBe('0');
    expect(block(live)?.style.getPropertyValue('--width')).toBe('0.5');
    expect(block(film)?.style.getPropertyValue('--width')).toBe('0.25');
    // the now line at 01:30 = 37.5 % of the window
    const line = screen.getByTestId('epg-now-line');
    expect(line.textContent).toBe('01:30');
    expect(line.parentElement?.style.getPropertyValue('--now')).toBe('0.375');
    // by default the panel shows the first programme on air
    expect(within(panel()).getByRole('heading', { name: '【LIVE】北嶺 vs 東都' })).toBeTruthy();
    expect(within(panel()).getByText('ネオリーグ 第22節')).toBeTruthy();
    expect(within(panel()).getByRole('link', { name: '今すぐ視聴' }).getAttribute('href')).toBe(
      '/player?type=channel&id=1',
    );
    // each row starts with the channel and its watch button
    expect(screen.getByRole('link', { name: 'KICKOFF SPORTS 2を今すぐ視聴' }).getAttribute('href')).toBe(
      '/player?type=channel&id=2',
    );
  });

  it('switches windows with the tabs: blocks re-laid out, no now line outside the current window', async () => {
    stubEpg();
    renderChannel();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('tab', { name: /04:00–08:00/ }));
    expect(screen.getByRole('tab', { name: /04:00–08:00/ }).getAttribute('aria-selected')).toBe('true');
    expect(block(live)).toBeNull();
    expect(block(film)?.style.getPropertyValue('--offset')).toBe('0');
    expect(block(film)?.style.getPropertyValue('--width')).toBe('0.25');
    expect(block(film)?.className).toMatch(/clippedStart/);
    expect(block(morning)).not.toBeNull();
    expect(screen.queryByTestId('epg-now-line')).toBeNull();
    expect(screen.getByRole('button', { name: '現在の番組へ' })).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: '現在の番組へ' }));
    expect(screen.getByRole('tab', { name: /00:00–04:00/ }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('epg-now-line')).toBeTruthy();
  });

  it('moves focus with the arrow keys and shows the focused programme in the panel', async () => {
    stubEpg();
    renderChannel();
    await screen.findByRole('table');
    const start = block(live) as HTMLElement;
    expect(start.tabIndex).toBe(0);
    act(() => start.focus());

    fireEvent.keyDown(start, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(block(news)));
    expect(within(panel()).getByRole('heading', { name: 'KICKOFF NEWS' })).toBeTruthy();
    expect(within(panel()).getByText('放送予定')).toBeTruthy();

    // down from 02:00 on channel 1: channel 2's programme on air at 02:00
    fireEvent.keyDown(block(news) as HTMLElement, { key: 'ArrowDown' });
    await waitFor(() => expect(document.activeElement).toBe(block(golf)));
    expect(within(panel()).getByRole('heading', { name: 'ゴルフ 第2ラウンド' })).toBeTruthy();

    fireEvent.keyDown(block(golf) as HTMLElement, { key: 'ArrowLeft' });
    await waitFor(() => expect(document.activeElement).toBe(block(lab)));
    expect(within(panel()).getByText('放送終了')).toBeTruthy();

    fireEvent.keyDown(block(lab) as HTMLElement, { key: 'ArrowUp' });
    await waitFor(() => expect(document.activeElement).toBe(block(live)));
  });

  it('turns to the next window when the arrow leaves it', async () => {
    stubEpg();
    renderChannel();
    await screen.findByRole('table');
    act(() => (block(film) as HTMLElement).focus());
    fireEvent.keyDown(block(film) as HTMLElement, { key: 'ArrowRight' });
    await waitFor(() => expect(document.activeElement).toBe(block(morning)));
    expect(screen.getByRole('tab', { name: /04:00–08:00/ }).getAttribute('aria-selected')).toBe('true');
  });

  it('Enter on the programme on air opens the channel player; on another programme it only selects', async () => {
    stubEpg();
    const { router } = renderChannel();
    await screen.findByRole('table');
    fireEvent.keyDown(block(news) as HTMLElement, { key: 'Enter' });
    expect(router.state.location.pathname).toBe('/channel');
    expect(within(panel()).getByRole('heading', { name: 'KICKOFF NEWS' })).toBeTruthy();

    fireEvent.keyDown(block(golf) as HTMLElement, { key: 'Enter' });
    await screen.findByText('player ?type=channel&id=2');
    expect(router.state.location.search).toBe('?type=channel&id=2');
  });

  it('moves the highlight as the clock passes the end of a programme', async () => {
    vi.setSystemTime(new Date('2026-11-24T02:10:00+09:00'));
    stubEpg();
    renderChannel();
    await screen.findByRole('table');
    expect(block(live)?.dataset.now).toBeUndefined();
    expect(block(news)?.dataset.now).toBe('true');
    expect(screen.getByTestId('epg-now-line').textContent).toBe('02:10');
  });

  it('picks another day: loads it and shows the empty day', async () => {
    const api = stubEpg();
    renderChannel();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: '次の日' }));
    await screen.findByText('この日の番組表はまだありません');
    expect(api.callsTo('/program/20261125')).toHaveLength(1);
    expect(screen.getByRole('button', { name: /明日/ }).getAttribute('aria-pressed')).toBe('true');
  });

  it('lists the channels with what is on air now', async () => {
    stubEpg();
    renderChannel();
    const card = await screen.findByTestId('channel-card-1');
    expect(within(card).getByText('【LIVE】北嶺 vs 東都')).toBeTruthy();
    expect(within(card).getByText('23:00–02:00')).toBeTruthy();
    expect(within(card).getByRole('link').getAttribute('href')).toBe('/player?type=channel&id=1');
  });
});
