import './media-chrome-lang.js';
import { type Playback, PREMIUM_QUALITY, renditionOf } from '@kickoff/contract';
import HlsVideo from 'hls-video-element/react';
import {
  MediaControlBar,
  MediaController,
  MediaFullscreenButton,
  MediaLiveButton,
  MediaLoadingIndicator,
  MediaMuteButton,
  MediaPipButton,
  MediaPlayButton,
  MediaPosterImage,
  MediaPreviewThumbnail,
  MediaPreviewTimeDisplay,
  MediaSeekBackwardButton,
  MediaSeekForwardButton,
  MediaTimeDisplay,
  MediaTimeRange,
  MediaVolumeRange,
} from 'media-chrome/react';
import { MediaRenditionMenu, MediaRenditionMenuButton } from 'media-chrome/react/menu';
import { type ReactNode, useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/react.js';
import { cx } from '../ui/cx.js';
import { LockIcon, VolumeIcon } from '../ui/icons.js';
import { readPlayerOptions, writePlayerOptions } from './options.js';
import styles from './Player.module.css';
import { programTime } from './program-time.js';
import { tokenOf } from './token-url.js';
import { type HlsHost, useHlsPolicy } from './use-hls-policy.js';
import { useLatency } from './use-latency.js';
import { usePreviewLimit } from './use-preview-limit.js';

export type PlayerFailure = 'network' | 'media' | 'forbidden' | 'other';

export interface PlayerProps {
  /** The playback data of GET /{type}/{id} (or /play/live/{playUid}); `state` is `ready`. */
  playback: Playback;
  /** Asks for fresh playback data (a new signed URL): null when that failed. */
  refresh: () => Promise<Playback | null>;
  /** Where the upgrade prompts lead (the purchase page with the pass preselected). */
  upgradeTo: string;
  /** The member's language: media-chrome's labels follow it. */
  lang: string;
  /** The position now and then while a VOD plays (continue watching), and when it pauses or ends. */
  onPosition?: (seconds: number, duration: number) => void;
  /** The content played to its end (loop playback goes on to the next VOD). */
  onEnded?: () => void;
  /** The first picture is in (the media element's `loadeddata`). */
  onStarted?: () => void;
  /** Playback could not go on: the page shows the error state. */
  onFail: (failure: PlayerFailure) => void;
  /** The timed preview (or the preview clip) is over: the page shows "preview ended". */
  onPreviewEnded: () => void;
  /** Extra content over the video (the page's notices, later a pre-roll ad). */
  children?: ReactNode;
  className?: string;
}

/** How often the position is reported while playing. */
const POSITION_EVERY_MS = 10_000;
/** A fresh URL is asked for this long before the signed one expires. */
const REFRESH_BEFORE_MS = 5 * 60_000;

/**
 * The player (ARCHITECTURE.md: media-chrome controls around hls-video-element): play, ±10 s, volume,
 * the seek bar with thumbnails, time, "back to live" and the latency on a live, the quality menu of
 * the renditions the pass allows (with the upgrade prompt for 1080p60 when not premium), picture in
 * picture and full screen. media-chrome's keyboard shortcuts: space/k, ←/→, ↑/↓ volume, f, m.
 * The options a member sets (volume, muted, quality) are kept locally; the signed URL is refreshed
 * before it expires; fatal errors go through the one recovery policy.
 */
export function Player({
  playback,
  refresh,
  upgradeTo,
  lang,
  onPosition,
  onEnded,
  onStarted,
  onFail,
  onPreviewEnded,
  children,
  className,
}: PlayerProps) {
  const { t } = useTranslation('player');
  const host = useRef<HlsHost | null>(null);
  const token = useRef<string | null>(playback.url ? tokenOf(playback.url) : null);
  // the first URL stays the element's source: a refresh's new URL would reload the stream (the
  // element loads again whenever its src changes); the new token reaches every request instead
  // — unless the pass changed: a refresh that allows other renditions (a pass bought or upgraded while
  // watching) loads the new master playlist, which lists them, and goes on from the same moment
  const [src, setSrc] = useState(playback.url ?? undefined);
  const renditions = useRef(playback.renditions.join());
  const [options] = useState(readPlayerOptions);
  const [expiresAt, setExpiresAt] = useState(playback.expiresAt);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  // the browser refused to start with sound (no click on the page yet, a tab opened from a link): the
  // picture starts muted and the member is offered the sound; that mute is the browser's, not the
  // member's, so it is not kept in their options
  const [mutedForAutoplay, setMutedForAutoplay] = useState(false);
  const autoplayMuted = useRef(false);

  const refreshToken = useCallback(async () => {
    const fresh = await refresh();
    const next = fresh?.url ? tokenOf(fresh.url) : null;
    if (!fresh || !next) return false;
    token.current = next;
    setExpiresAt(fresh.expiresAt);
    if (fresh.renditions.join() !== renditions.current) {
      renditions.current = fresh.renditions.join();
      const media = host.current as unknown as HTMLVideoElement | null;
      const at = media?.currentTime ?? 0;
      if (media && !fresh.live && at > 0) {
        const resume = () => {
          media.currentTime = at;
        };
        media.addEventListener('loadedmetadata', resume, { once: true });
      }
      setSrc(fresh.url ?? undefined);
    }
    return true;
  }, [refresh]);

  // the signed URL is replaced before it expires, without interrupting playback
  useEffect(() => {
    if (!expiresAt) return;
    const wait = Math.max(new Date(expiresAt).getTime() - Date.now() - REFRESH_BEFORE_MS, 10_000);
    const timer = setTimeout(() => void refreshToken(), wait);
    return () => clearTimeout(timer);
  }, [expiresAt, refreshToken]);

  const config = useHlsPolicy(host, {
    token,
    refresh: refreshToken,
    onFail,
    onLevels: (levels, api) => {
      if (options.quality === 'auto') return;
      const wanted = renditionOf(options.quality)?.height;
      const index = levels.findIndex((level) => level.height === wanted);
      if (index >= 0) api.currentLevel = index;
    },
  });

  // The source is given once the element is in the page, after its hls.js config (set by the React
  // wrapper's layout effect, which runs before this one): as a JSX attribute it was set while React
  // built the element, and hls-video-element starts loading on that attribute — before the config
  // was there (hls.js then ran without the token rewrite and the load policy), and for elements React
  // built and then dropped in an interrupted render (a second hls.js loading the same stream).
  // It is the first URL (`src` above): a refreshed token reaches every request without a reload.
  useLayoutEffect(() => {
    const el = host.current;
    if (!el) return;
    if (src) el.src = src;
    else el.removeAttribute('src');
  }, [src]);

  useEffect(() => {
    const el = host.current;
    if (!el || !onStarted) return;
    el.addEventListener('loadeddata', onStarted, { once: true });
    return () => el.removeEventListener('loadeddata', onStarted);
  }, [onStarted]);

  const latency = useLatency(host, playback.live);

  // a live's program date-time at the playhead, for the chat in step with the picture (program-time.ts)
  useEffect(() => {
    const el = host.current;
    if (!el || !playback.live) return;
    const media = el as unknown as HTMLVideoElement;
    const update = () => {
      const date = el.api?.playingDate;
      programTime.set(date instanceof Date ? date.getTime() : null);
    };
    media.addEventListener('timeupdate', update);
    media.addEventListener('seeked', update);
    return () => {
      media.removeEventListener('timeupdate', update);
      media.removeEventListener('seeked', update);
      programTime.set(null);
    };
  }, [playback.live]);
  usePreviewLimit(host, {
    seconds: playback.mode === 'timed' ? playback.previewSeconds : null,
    onEnd: onPreviewEnded,
  });

  // the volume and mute the member kept, set once: set again on every render that hands new callbacks,
  // they would undo what the member (or the muted start below) changed since
  useEffect(() => {
    const media = host.current as unknown as HTMLVideoElement | null;
    if (!media) return;
    media.volume = options.volume;
    media.muted = options.muted;
  }, [options.volume, options.muted]);

  // Starting: the element's `autoplay` alone stays still, with nothing said, where the browser wants a
  // click on the page before sound (Chromium and Safari for a tab opened from a link). On the first
  // `canplay` of each source the player asks to play; refused, it plays muted and offers the sound,
  // as the big streaming services do. The member's own pause is never undone: only once per source.
  useEffect(() => {
    const media = host.current as unknown as HTMLVideoElement | null;
    if (!media || !src) return;
    const start = async () => {
      if (!media.paused || media.ended) return;
      try {
        await media.play();
      } catch (error) {
        if ((error as DOMException | null)?.name !== 'NotAllowedError' || media.muted) return;
        autoplayMuted.current = true;
        media.muted = true;
        setMutedForAutoplay(true);
        await media.play().catch(() => undefined);
      }
    };
    const onCanPlay = () => void start();
    media.addEventListener('canplay', onCanPlay, { once: true });
    return () => media.removeEventListener('canplay', onCanPlay);
  }, [src]);

  const soundOn = () => {
    const media = host.current as unknown as HTMLVideoElement | null;
    autoplayMuted.current = false;
    setMutedForAutoplay(false);
    if (media) media.muted = false;
  };

  // options kept locally; the resume point, the position reports, the end
  useEffect(() => {
    const el = host.current;
    if (!el) return;
    const media = el as unknown as HTMLVideoElement;
    let lastReport = 0;
    const report = () => {
      if (!onPosition || playback.live || !Number.isFinite(media.duration)) return;
      onPosition(media.currentTime, media.duration);
    };
    const onVolume = () => {
      if (autoplayMuted.current) {
        // the browser's mute is kept out of the options (the volume set meanwhile is kept) until the
        // member unmutes: from then on the mute is theirs
        if (media.muted) {
          writePlayerOptions({ volume: media.volume });
          return;
        }
        autoplayMuted.current = false;
        setMutedForAutoplay(false);
      }
      writePlayerOptions({ volume: media.volume, muted: media.muted });
    };
    const onMetadata = () => {
      const at = playback.resumeAt;
      // the server offers a resume point only for an unfinished VOD; a few seconds must be left to play
      if (at && !playback.live && at < media.duration - 3) {
        media.currentTime = at;
        setResumedAt(at);
      }
    };
    const onTime = () => {
      if (Date.now() - lastReport < POSITION_EVERY_MS || media.paused) return;
      lastReport = Date.now();
      report();
    };
    const onEnd = () => {
      report();
      if (playback.mode === 'clip') onPreviewEnded();
      else onEnded?.();
    };
    const renditions = el.videoRenditions;
    const onRendition = () => {
      const index = renditions?.selectedIndex ?? -1;
      const level = index >= 0 ? el.api?.levels[index] : undefined;
      const chosen = level
        ? playback.renditions.find((id) => renditionOf(id)?.height === level.height)
        : undefined;
      writePlayerOptions({ quality: chosen ?? 'auto' });
    };
    media.addEventListener('volumechange', onVolume);
    media.addEventListener('loadedmetadata', onMetadata);
    media.addEventListener('timeupdate', onTime);
    media.addEventListener('pause', report);
    media.addEventListener('ended', onEnd);
    renditions?.addEventListener('change', onRendition);
    return () => {
      report();
      media.removeEventListener('volumechange', onVolume);
      media.removeEventListener('loadedmetadata', onMetadata);
      media.removeEventListener('timeupdate', onTime);
      media.removeEventListener('pause', report);
      media.removeEventListener('ended', onEnd);
    };
  }, [playback, onPosition, onEnded, onPreviewEnded]);

  // the seek bar: in the control bar, or on a phone in a bar of its own above it (Player.module.css)
  const timeRange = (className: string | undefined) => (
    <MediaTimeRange className={className}>
      <MediaPreviewThumbnail slot="preview" />
      <MediaPreviewTimeDisplay slot="preview" />
    </MediaTimeRange>
  );

  const premiumMissing = !playback.renditions.includes(PREMIUM_QUALITY);
  const previewBadge =
    playback.mode === 'clip'
      ? t('badge.clip')
      : playback.mode === 'timed'
        ? // what is left of it, in whole minutes (a part of one counts as one)
          t('badge.timed', { minutes: Math.ceil((playback.previewSeconds ?? 0) / 60) })
        : null;

  return (
    <MediaController
      className={cx(styles.player, className)}
      lang={lang}
      defaultStreamType={playback.live ? 'live' : 'on-demand'}
      noVolumePref
      noMutedPref
      data-testid="player"
    >
      <HlsVideo
        ref={host as React.Ref<never>}
        slot="media"
        config={config}
        crossOrigin="anonymous"
        playsInline
        autoplay
        preload="auto"
        tabIndex={-1}
      >
        {playback.thumbnailsUrl && (
          <track kind="metadata" label="thumbnails" default src={playback.thumbnailsUrl} />
        )}
      </HlsVideo>
      {playback.posterUrl && <MediaPosterImage slot="poster" src={playback.posterUrl} />}
      <MediaLoadingIndicator slot="centered-chrome" noAutohide />
      {previewBadge && (
        <div slot="top-chrome" className={styles.badge}>
          {previewBadge}
        </div>
      )}
      {resumedAt !== null && (
        <div slot="top-chrome" className={styles.resumed} role="status">
          {t('resumed')}
          <button
            type="button"
            className={styles.fromStart}
            onClick={() => {
              const el = host.current as unknown as HTMLVideoElement | null;
              if (el) el.currentTime = 0;
              setResumedAt(null);
            }}
          >
            {t('fromStart')}
          </button>
        </div>
      )}
      {mutedForAutoplay && (
        // stays while the controls hide: a member watching in silence must see how to get the sound
        <div slot="top-chrome" className={styles.resumed} {...{ noautohide: '' }}>
          <button type="button" className={styles.fromStart} onClick={soundOn} data-testid="player-sound-on">
            <VolumeIcon size={16} />
            {t('soundOn')}
          </button>
        </div>
      )}
      {children}
      <MediaRenditionMenu hidden anchor="auto" className={styles.menu} />
      <MediaControlBar className={styles.rangeBar}>
        {timeRange(styles.range)}
        <MediaTimeDisplay showDuration={!playback.live} noToggle />
      </MediaControlBar>
      <MediaControlBar className={styles.bar}>
        <MediaPlayButton />
        <MediaSeekBackwardButton seekOffset={10} />
        <MediaSeekForwardButton seekOffset={10} />
        <MediaMuteButton />
        <MediaVolumeRange />
        {playback.live ? (
          <>
            <MediaLiveButton />
            {latency !== null && (
              <span className={styles.latency} data-testid="latency">
                {t('latency', { seconds: latency.toFixed(1) })}
              </span>
            )}
          </>
        ) : null}
        {timeRange(styles.range)}
        <MediaTimeDisplay showDuration={!playback.live} noToggle />
        <MediaRenditionMenuButton />
        {premiumMissing && (
          <Link
            to={upgradeTo}
            className={styles.upgrade}
            title={t('upgradeQuality')}
            data-testid="upgrade-quality"
          >
            <LockIcon size={14} />
            <span>{renditionOf(PREMIUM_QUALITY)?.height}p</span>
          </Link>
        )}
        <MediaPipButton />
        <MediaFullscreenButton />
      </MediaControlBar>
    </MediaController>
  );
}
