import type { VodItem } from '@kickoff/contract';
import { useCallback, useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { readPlayerOptions, writePlayerOptions } from '../../../player/options.js';
import { Rail, RailItem, RailSkeleton, VodCard, vodLink } from '../../catalogue/index.js';
import { useGameVods } from '../api/use-game-vods.js';
import { useRelatedVods } from '../api/use-related.js';
import { useVideo } from '../api/use-video.js';
import { nextInLoop } from '../loop.js';
import { ChannelSide } from './ChannelSide.js';
import { PlayerStage } from './PlayerStage.js';
import styles from './WatchScreen.module.css';

/** The longest the related VODs wait for the player's first picture. */
const RELATED_WAIT_MS = 3_000;

export interface WatchScreenProps {
  type: 'vod' | 'channel';
  id: number;
}

/**
 * /player?type=vod|channel&id= (spec §2): the player in the layout. A VOD shows its title, its game's
 * VODs with loop playback (spec §4: at the end the next one plays; at the last one loop turns off)
 * and the related VODs below; a channel shows what is on, what comes next and the lives on air.
 */
export function WatchScreen({ type, id }: WatchScreenProps) {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  const { info } = useVideo(type, id);
  const gameId = type === 'vod' ? (info.data?.gameInfoId ?? null) : null;
  const gameVods = useGameVods(gameId);
  const [loop, setLoop] = useState(() => readPlayerOptions().loop);
  const list = gameVods.data?.list ?? [];
  // The related VODs are fetched at once but drawn when the player shows its first picture (or after
  // RELATED_WAIT_MS): drawing the rail of cards took 100 ms and more of the main thread just as the
  // player started (a CPU profile of the page in npm run bench playback, (a)).
  const [settled, setSettled] = useState(false);
  const settle = useCallback(() => setSettled(true), []);
  useEffect(() => {
    const timer = setTimeout(settle, RELATED_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settle]);

  const changeLoop = (on: boolean) => setLoop(writePlayerOptions({ loop: on }).loop);
  const onEnded = () => {
    if (!loop) return;
    const next = nextInLoop(list, id);
    if (next === null) changeLoop(false);
    else void navigate(vodLink(next));
  };

  return (
    <div className={styles.page}>
      <div className={styles.main}>
        <PlayerStage type={type} id={id} onEnded={type === 'vod' ? onEnded : undefined} onSettled={settle} />
        <h1 className={styles.title}>{info.data?.title ?? t(`title.${type}`)}</h1>
        {type === 'vod' && <RelatedVods vodId={id} shown={settled} />}
      </div>
      <aside className={styles.aside}>
        {type === 'channel' ? (
          <ChannelSide channelId={id} />
        ) : (
          list.length > 1 && <GameVods list={list} current={id} loop={loop} onLoop={changeLoop} />
        )}
      </aside>
    </div>
  );
}

function GameVods({
  list,
  current,
  loop,
  onLoop,
}: {
  list: VodItem[];
  current: number;
  loop: boolean;
  onLoop: (on: boolean) => void;
}) {
  const { t } = useTranslation('player');
  return (
    <section className={styles.side} aria-labelledby="watch-game-vods">
      <div className={styles.loopHead}>
        <h2 id="watch-game-vods" className={styles.sideHead}>
          {t('gameVods')}
        </h2>
        <label className={styles.loopToggle}>
          <input
            type="checkbox"
            role="switch"
            aria-checked={loop}
            checked={loop}
            onChange={(event) => onLoop(event.currentTarget.checked)}
          />
          <span>{t('loop')}</span>
        </label>
      </div>
      <ol className={styles.list}>
        {list.map((vod) => (
          <li key={vod.id}>
            <Link
              to={vodLink(vod.id)}
              className={styles.rowLink}
              aria-current={vod.id === current ? 'true' : undefined}
            >
              <span className={styles.rowTitle}>{vod.title}</span>
            </Link>
          </li>
        ))}
      </ol>
    </section>
  );
}

function RelatedVods({ vodId, shown }: { vodId: number; shown: boolean }) {
  const { t } = useTranslation('player');
  const related = useRelatedVods(vodId);
  if (related.isError || related.data?.length === 0) return null;
  // until the cards are drawn, their room is kept: the game's VODs below (at 390) stay where they are
  if (!shown || !related.data)
    return <RailSkeleton title={t('related')} perView={3} as="h2" className={styles.related} />;
  return (
    <Rail title={t('related')} perView={3} className={styles.related}>
      {related.data.map((vod) => (
        <RailItem key={vod.id}>
          <VodCard vod={vod} />
        </RailItem>
      ))}
    </Rail>
  );
}
