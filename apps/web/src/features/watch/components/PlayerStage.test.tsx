import { encodeScope, type Playback, type VideoInfo } from '@kickoff/contract';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  type Answer,
  error,
  renderRoutes,
  respond,
  sessionUser,
  stubApi,
  WAIT,
} from '../../../../test/kit.js';
import { i18n } from '../../../i18n/index.js';
import { PlayerStage } from './PlayerStage.js';

const t = i18n.getFixedT('ja', 'player');

const playback: Playback = {
  mode: 'full',
  state: 'ready',
  progress: null,
  url: '/media/tok.mac/vod/demo-football-1/master.m3u8',
  expiresAt: '2026-11-26T12:00:00.000Z',
  maxQuality: '720p30',
  renditions: ['360p30', '720p30'],
  previewSeconds: null,
  live: false,
  dvrSeconds: null,
  durationSeconds: 60,
  posterUrl: null,
  thumbnailsUrl: null,
  resumeAt: null,
};
const info = (over: Partial<VideoInfo> = {}): VideoInfo => ({
  type: 'vod',
  id: 7,
  videoId: 'demo-football-1',
  clipId: 'demo-football-preview',
  free: false,
  bypass: false,
  playUid: null,
  gameInfoId: 3,
  statId: null,
  title: 'ハイライト',
  playback,
  ...over,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderStage = (type: 'vod' | 'live' = 'vod', session = sessionUser()) =>
  renderRoutes([{ path: '/', element: <PlayerStage type={type} id={7} /> }], '/', { session });
/** A member without a pass (the timed preview's viewer). */
const freeMember = () =>
  sessionUser({
    email: 'free@example.com',
    serviceId: -1,
    scope: encodeScope('FREE', { ADLIVE: true, ADVOD: true }),
  });

describe('PlayerStage', () => {
  it('says the video is being prepared, with its progress, and asks again', async () => {
    stubApi(
      respond(
        'video.vod',
        info({ playback: { ...playback, state: 'preparing', progress: 0.42, url: null } }),
      ),
    );
    renderStage();
    expect(await screen.findByText(t('preparing.title'), {}, WAIT)).toBeTruthy();
    expect(screen.getByText(t('preparing.body', { percent: 42 }))).toBeTruthy();
  });

  it('offers a pass when the VOD needs one', async () => {
    stubApi(() => error(403, 'PASS_REQUIRED'));
    renderStage();
    expect(await screen.findByText(t('passRequired.title'), {}, WAIT)).toBeTruthy();
    expect(screen.getByRole('link', { name: t('upgrade.cta') }).getAttribute('href')).toBe(
      '/purchase?pass=basic',
    );
  });

  it('says a missing video is not found', async () => {
    stubApi(() => error(404, 'VOD_NOT_FOUND'));
    renderStage();
    expect(await screen.findByText(t('notFound.title'), {}, WAIT)).toBeTruthy();
  });

  it('says a video without media cannot be played', async () => {
    stubApi(() => error(404, 'VIDEO_UNAVAILABLE'));
    renderStage();
    expect(await screen.findByText(t('error.title'), {}, WAIT)).toBeTruthy();
  });

  it('shows "cannot be played" with a retry that asks again', async () => {
    let answer: Answer = error(500, 'INTERNAL_ERROR');
    const api = stubApi((call) => (call.path === '/vod/7' ? answer : undefined));
    renderStage();
    const retry = await screen.findByRole('button', { name: t('error.retry') }, WAIT);
    answer = {
      body: { data: info({ playback: { ...playback, state: 'preparing', progress: 0, url: null } }) },
    };
    fireEvent.click(retry);
    expect(await screen.findByText(t('preparing.title'), {}, WAIT)).toBeTruthy();
    expect(api.callsTo('/vod/7').length).toBe(2);
  });

  it.each(['ja', 'ko', 'en'] as const)(
    'shows "preview ended" with the upgrade prompt at once when the server says the preview is used up (%s)',
    async (lang) => {
      await i18n.changeLanguage(lang);
      try {
        const ended: Playback = {
          ...playback,
          mode: 'timed',
          state: 'previewEnded',
          url: null,
          expiresAt: null,
          renditions: [],
          previewSeconds: 0,
          live: true,
          dvrSeconds: 7200,
          durationSeconds: null,
        };
        stubApi(respond('video.live', info({ type: 'live', clipId: null, playback: ended })));
        renderStage('live', freeMember());
        const tl = i18n.getFixedT(lang, 'player');
        const notice = await screen.findByTestId('preview-ended', {}, WAIT);
        expect(notice.textContent).toContain(tl('previewEnded.title'));
        expect(notice.textContent).toContain(tl('previewEnded.timed'));
        expect(screen.getByRole('link', { name: tl('upgrade.cta') }).getAttribute('href')).toBe(
          '/purchase?pass=basic',
        );
        // not an error, and nothing plays
        expect(screen.queryByText(tl('error.title'))).toBeNull();
        expect(screen.queryByTestId('player')).toBeNull();
      } finally {
        await i18n.changeLanguage('ja');
      }
    },
  );

  it('marks a bypass live as an error when its playback lookup fails (spec §4)', async () => {
    stubApi(
      respond('video.live', info({ type: 'live', bypass: true, playUid: 'seiran-9', playback: null })),
      () => error(404, 'LIVE_NOT_FOUND'),
    );
    renderStage('live');
    expect(await screen.findByText(t('notFound.title'), {}, WAIT)).toBeTruthy();
  });
});
