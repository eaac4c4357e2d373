import { useNow } from '../../../core/render-clock.js';
import { useTranslation } from '../../../i18n/react.js';
import { PageHeader } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import { SectionHead } from '../../../ui/SectionHead.js';
import { useChannels } from '../api/use-channels.js';
import styles from './ChannelScreen.module.css';
import { ChannelTimetable } from './ChannelTimetable.js';
import { OnAirList } from './OnAirList.js';

/** /channel: the TV channels with what is on now, then the EPG timetable. */
export function ChannelScreen() {
  const { t } = useTranslation(['channel', 'errors']);
  // the now line and the on-air highlight move on their own while the page stays open
  const now = useNow(30_000);
  const channels = useChannels();

  return (
    <Page className={styles.page}>
      <PageHeader title={t('title')} subtitle={t('subtitle')} />
      <section className={styles.section} aria-labelledby="channel-onair-title">
        <SectionHead
          id="channel-onair-title"
          title={
            <>
              <span className={styles.liveDot} aria-hidden="true" />
              {t('onAir.title')}
            </>
          }
        />
        <OnAirList query={channels} now={now} />
      </section>
      {channels.data ? (
        <ChannelTimetable channels={channels.data} now={now} />
      ) : channels.isError ? null : (
        <div className={styles.placeholder} />
      )}
    </Page>
  );
}
