import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { Badge } from '../../../ui/Badge.js';
import { Logo } from '../../../ui/Logo.js';
import { isLivePopup, openLivePopup } from '../../auth/index.js';
import { ChatPanel } from '../../chat/index.js';
import { useVideo } from '../api/use-video.js';
import styles from './LiveScreen.module.css';
import { PlayerStage } from './PlayerStage.js';

/**
 * /live?type=live&id= (spec §2): the live page, a popup of its own (1360×721, spec §9). Opened
 * anywhere else, it reopens itself in the named popup and this window goes back to / — unless the
 * browser blocked the popup: then the live plays here, with a note on allowing popups (spec §8).
 * The live's chat sits beside the player (below it on a phone).
 */
export function LiveScreen({ id }: { id: number }) {
  const { t } = useTranslation('player');
  const navigate = useNavigate();
  const [here, setHere] = useState(isLivePopup);
  const [blocked, setBlocked] = useState(false);

  useEffect(() => {
    if (here) return;
    if (openLivePopup(window.location.href)) {
      void navigate('/', { replace: true });
    } else {
      setBlocked(true);
      setHere(true);
    }
  }, [here, navigate]);

  const { info } = useVideo('live', id);
  if (!here) return null;
  return (
    <div className={styles.page}>
      <header className={styles.bar}>
        <Logo size="sm" />
        <Badge tone="live" size="sm" className={styles.liveMark}>
          LIVE
        </Badge>
        <h1 className={styles.title}>{info.data?.title ?? t('title.live')}</h1>
      </header>
      {blocked && (
        <p className={styles.blocked} role="status">
          {t('popupBlocked')}
        </p>
      )}
      <main className={styles.body}>
        <div className={styles.playerArea}>
          <PlayerStage type="live" id={id} className={styles.stage} />
        </div>
        <ChatPanel liveId={id} className={styles.chat} />
      </main>
    </div>
  );
}
