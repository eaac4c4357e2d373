import { type ContentType, decodeScope, type Playback } from '@kickoff/contract';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../core/api-client.js';
import { errorCode } from '../../../core/error-message.js';
import { useSession } from '../../../core/use-session.js';
import { useTranslation } from '../../../i18n/react.js';
import type { PlayerFailure } from '../../../player/index.js';
import { Button } from '../../../ui/Button.js';
import { ButtonLink } from '../../../ui/ButtonLink.js';
import { cx } from '../../../ui/cx.js';
import { AlertIcon, LockIcon } from '../../../ui/icons.js';
import { savePosition } from '../api/save-position.js';
import { useRefreshPlayback, useVideo } from '../api/use-video.js';
import { usePlayerModule } from '../hooks/use-player-module.js';
import styles from './PlayerStage.module.css';

export interface PlayerStageProps {
  type: ContentType;
  id: number;
  /** The VOD ended (loop playback). */
  onEnded?: () => void;
  /**
   * The stage has settled: the player shows its first picture, or the stage shows something else than
   * the player (being prepared, an error, the end of a preview). The page renders what it holds back
   * until then (WatchScreen).
   */
  onSettled?: () => void;
  className?: string;
}

/** Where the upgrade prompts lead: the purchase page with the pass that unlocks what was asked. */
export function upgradeLink(pass: 'basic' | 'premium'): string {
  return `/purchase?pass=${pass}`;
}

/**
 * The player's stage on the /player and /live pages: the loading frame (the player's size, so
 * nothing moves), "being prepared" with progress, the error screens of spec §8 ("the video cannot be
 * played", not found, a pass needed), "preview ended" with the upgrade prompt, and the player.
 * "Preview ended" comes from the player (the clip played out, the timed preview's time is up) or from
 * the server: its answer `previewEnded` says this member's timed preview is already used up (on
 * another device, before a reload), and the prompt shows at once, without playing.
 */
export function PlayerStage({ type, id, onEnded, onSettled, className }: PlayerStageProps) {
  const { t, i18n } = useTranslation('player');
  const { data: user } = useSession();
  const { info, playback, pending, error } = useVideo(type, id);
  const refresh = useRefreshPlayback(type, id);
  const [failure, setFailure] = useState<PlayerFailure | null>(null);
  const [previewEnded, setPreviewEnded] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const player = usePlayerModule();

  const premium = decodeScope(user?.scope).PREMIUM;
  const hasPass = premium || decodeScope(user?.scope).BASIC;
  const passUpgrade = upgradeLink(hasPass ? 'premium' : 'basic');

  const onPosition = useCallback(
    (seconds: number, duration: number) => {
      if (type === 'vod' && playback?.mode === 'full') savePosition(id, seconds, duration);
    },
    [type, id, playback?.mode],
  );
  const onPreviewEnded = useCallback(() => setPreviewEnded(true), []);
  const retry = () => {
    setFailure(null);
    player.retry();
    setAttempt((n) => n + 1);
    void info.refetch();
  };

  const showsPlayer =
    !pending && !error && playback?.state === 'ready' && !previewEnded && !failure && !player.failed;
  useEffect(() => {
    if (!pending && !showsPlayer) onSettled?.();
  }, [pending, showsPlayer, onSettled]);

  let body: React.ReactNode;
  if (pending) {
    body = <div className={styles.message} role="status" aria-label={t('loading')} />;
  } else if (error) {
    const code = errorCode(error);
    if (code === 'PASS_REQUIRED') {
      body = (
        <Notice icon={<LockIcon size={28} />} title={t('passRequired.title')} text={t('passRequired.body')}>
          <ButtonLink to={upgradeLink('basic')}>{t('upgrade.cta')}</ButtonLink>
        </Notice>
      );
    } else if (isNotFound(error)) {
      body = <Notice icon={<AlertIcon size={28} />} title={t('notFound.title')} text={t('notFound.body')} />;
    } else {
      body = (
        <Notice icon={<AlertIcon size={28} />} title={t('error.title')} text={t('error.body')}>
          <Button variant="secondary" size="sm" onClick={retry}>
            {t('error.retry')}
          </Button>
        </Notice>
      );
    }
  } else if (!playback) {
    body = (
      <Notice icon={<AlertIcon size={28} />} title={t('error.title')} text={t('error.body')}>
        <Button variant="secondary" size="sm" onClick={retry}>
          {t('error.retry')}
        </Button>
      </Notice>
    );
  } else if (playback.state === 'preparing') {
    const percent = Math.round((playback.progress ?? 0) * 100);
    body = (
      <div className={styles.message} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <p className={styles.title}>{t('preparing.title')}</p>
        <p className={styles.text}>{t('preparing.body', { percent })}</p>
        <progress className={styles.progress} max={100} value={percent} aria-label={t('preparing.title')} />
      </div>
    );
  } else if (previewEnded || playback.state === 'previewEnded') {
    body = (
      <Notice
        icon={<LockIcon size={28} />}
        title={t('previewEnded.title')}
        text={t(playback.mode === 'clip' ? 'previewEnded.clip' : 'previewEnded.timed')}
        testId="preview-ended"
      >
        <ButtonLink to={passUpgrade}>{t('upgrade.cta')}</ButtonLink>
      </Notice>
    );
  } else if (failure || player.failed) {
    body = (
      <Notice
        icon={<AlertIcon size={28} />}
        title={t('error.title')}
        text={t(`error.${failure ?? 'network'}`)}
      >
        <Button variant="secondary" size="sm" onClick={retry}>
          {t('error.retry')}
        </Button>
      </Notice>
    );
  } else if (!player.module) {
    body = <div className={styles.message} role="status" aria-label={t('loading')} />;
  } else {
    const { Player } = player.module;
    body = (
      <Player
        key={`${type}:${id}:${attempt}`}
        playback={playback as Playback}
        refresh={refresh}
        upgradeTo={upgradeLink('premium')}
        lang={i18n.language}
        onPosition={onPosition}
        onEnded={onEnded}
        onStarted={onSettled}
        onFail={setFailure}
        onPreviewEnded={onPreviewEnded}
        className={styles.player}
      />
    );
  }
  return <div className={cx(styles.stage, className)}>{body}</div>;
}

/**
 * No such video, live or channel (VOD_NOT_FOUND, LIVE_NOT_FOUND, CHANNEL_NOT_FOUND…): "not found".
 * VIDEO_UNAVAILABLE is a 404 too, but the video exists: it "cannot be played".
 */
function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404 && error.code !== 'VIDEO_UNAVAILABLE';
}

function Notice({
  icon,
  title,
  text,
  children,
  testId,
}: {
  icon: React.ReactNode;
  title: string;
  text: string;
  children?: React.ReactNode;
  testId?: string;
}) {
  return (
    <div className={styles.message} role="alert" data-testid={testId}>
      <span className={styles.icon}>{icon}</span>
      <p className={styles.title}>{title}</p>
      <p className={styles.text}>{text}</p>
      {children && <div className={styles.actions}>{children}</div>}
    </div>
  );
}
