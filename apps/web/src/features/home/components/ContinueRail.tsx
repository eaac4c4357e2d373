import { useTranslation } from '../../../i18n/react.js';
import { Rail, RailItem, VodCard } from '../../catalogue/index.js';
import { useContinueWatching } from '../api/use-continue-watching.js';

/**
 * "Continue watching": the VODs the member left unfinished, each with how far they got; the player
 * starts them where they stopped. Nothing at all when there are none or the call fails.
 */
export function ContinueRail() {
  const { t } = useTranslation('home');
  const continuing = useContinueWatching();
  const vods = continuing.data ?? [];
  if (vods.length === 0) return null;
  return (
    <div data-section="continue">
      <Rail title={t('rails.continue')}>
        {vods.map((vod) => (
          <RailItem key={vod.id}>
            <VodCard vod={vod} progress={vod.progress} />
          </RailItem>
        ))}
      </Rail>
    </div>
  );
}
