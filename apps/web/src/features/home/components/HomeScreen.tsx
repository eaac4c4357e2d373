import type { HomeSection } from '@kickoff/contract';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { EmptyState } from '../../../ui/index.js';
import { leagueLink } from '../../catalogue/index.js';
import { useHome } from '../api/use-home.js';
import { OriginRail, ThemeRail, VodRail } from './ContentRails.js';
import { ContinueRail } from './ContinueRail.js';
import { HeroCarousel } from './HeroCarousel.js';
import styles from './HomeScreen.module.css';
import { HomeSkeleton } from './HomeSkeleton.js';
import { HouseAd } from './HouseAd.js';
import { LiveNowSection } from './LiveNowSection.js';
import { NewsSection } from './NewsSection.js';
import { TodaySection } from './TodaySection.js';

/**
 * The member's home (`/`): the sections of GET /home/web in the server's order — banners, live now,
 * today's games, VOD rails, programmes, themes, news and ad slots — with a skeleton while loading
 * and a retry when the call fails. The member's own "continue watching" rail (GET /continue)
 * comes right after the banners.
 */
export function HomeScreen() {
  const { t } = useTranslation('home');
  const home = useHome();

  return (
    <QueryState
      query={home}
      pending={<HomeSkeleton />}
      stateClassName={styles.error}
      isEmpty={(data) => data.sections.length === 0}
      empty={<EmptyState message={t('empty')} description={t('emptyHint')} />}
    >
      {(data) => {
        // the banners lead; the member's own rail follows them
        const lead = data.sections.findIndex((section) => section.kind !== 'banner');
        const at = lead === -1 ? data.sections.length : lead;
        const render = (list: HomeSection[]) =>
          list.map((section) => <Section key={`${section.kind}-${section.id}`} section={section} />);
        return (
          <div className={styles.home}>
            <h1 className="visually-hidden">{t('title')}</h1>
            {render(data.sections.slice(0, at))}
            <ContinueRail />
            {render(data.sections.slice(at))}
          </div>
        );
      }}
    </QueryState>
  );
}

function Section({ section }: { section: HomeSection }) {
  const { t } = useTranslation('home');
  switch (section.kind) {
    case 'banner':
      return <HeroCarousel banners={section.banners} label={section.title ?? undefined} />;
    case 'live_now':
      return <LiveNowSection title={section.title} lives={section.lives} />;
    case 'today':
      return <TodaySection title={section.title} games={section.games} />;
    case 'vod_latest':
      return <VodRail title={section.title ?? t('rails.latest')} vods={section.vods} />;
    case 'vod_popular':
      return <VodRail title={section.title ?? t('rails.popular')} vods={section.vods} />;
    case 'vod_league':
      return (
        <VodRail
          title={section.title ?? section.league?.name ?? t('rails.latest')}
          vods={section.vods}
          moreTo={section.league ? leagueLink(section.league.key) : undefined}
        />
      );
    case 'origins':
      return <OriginRail title={section.title ?? t('origins.title')} origins={section.origins} />;
    case 'themes':
      return <ThemeRail title={section.title ?? t('themes.title')} themes={section.themes} />;
    case 'news':
      return <NewsSection title={section.title} posts={section.posts} />;
    case 'ad':
      return <HouseAd slot={section.slot} />;
    default:
      return null;
  }
}
