import { formatDate, type Locale, type OriginHomeItem } from '@kickoff/contract';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { PlayIcon, ProgramIcon } from '../../../ui/icons.js';
import { ButtonLink, EmptyState, PageHeader } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import { SectionHead } from '../../../ui/SectionHead.js';
import { Artwork, originLink, Rail, RailItem, VodCard, vodLink } from '../../catalogue/index.js';
import { useOriginHome } from '../api/use-origin-home.js';
import { artMark } from '../format.js';
import styles from './ProgramHome.module.css';

/** /program: the original programmes — the featured one, every programme's tile, then a rail of each one's latest episodes. */
export function ProgramHome() {
  const { t } = useTranslation(['program', 'errors']);
  const home = useOriginHome();
  return (
    <Page className={styles.page}>
      <PageHeader
        title={t('home.title')}
        subtitle={t('home.subtitle')}
        actions={
          <ButtonLink to="/detail" variant="secondary">
            {t('home.browseVods')}
          </ButtonLink>
        }
      />
      <QueryState
        query={home}
        pending={<div className={styles.heroSkeleton} role="status" aria-label={t('home.loading')} />}
        isEmpty={(origins) => origins.length === 0}
        empty={<EmptyState icon={<ProgramIcon size={28} />} message={t('home.empty')} />}
      >
        {(origins) => <Programs origins={origins as [OriginHomeItem, ...OriginHomeItem[]]} />}
      </QueryState>
    </Page>
  );
}

/** The featured programme, every programme's tile, then a rail of each one's latest episodes. */
function Programs({ origins }: { origins: [OriginHomeItem, ...OriginHomeItem[]] }) {
  const { t } = useTranslation('program');
  const [featured] = origins;
  return (
    <>
      <FeaturedProgram origin={featured} />
      <section className={styles.section} aria-labelledby="program-all-title">
        <SectionHead id="program-all-title" title={t('home.allPrograms')} />
        <ul className={styles.tiles}>
          {origins.map((origin) => (
            <li key={origin.id}>
              <Link
                to={originLink(origin.id)}
                className={styles.tile}
                data-testid={`program-tile-${origin.id}`}
              >
                <Artwork colors={origin.colors} mark={artMark(origin.title)} className={styles.tileArt}>
                  <span className={styles.tileCount}>
                    {t('detail.episodes', { count: origin.episodeCount })}
                  </span>
                </Artwork>
                <span className={styles.tileTitle}>{origin.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      {origins
        .filter((origin) => origin.episodes.length > 0)
        .map((origin) => (
          <Rail key={origin.id} title={origin.title} moreTo={originLink(origin.id)}>
            {origin.episodes.map((vod) => (
              <RailItem key={vod.id}>
                <VodCard vod={vod} />
              </RailItem>
            ))}
          </Rail>
        ))}
    </>
  );
}

/** The hero: the first programme of the editors' order, with its latest episode to play. */
function FeaturedProgram({ origin }: { origin: OriginHomeItem }) {
  const { t, i18n } = useTranslation('program');
  const latest = origin.episodes[0];
  return (
    <section
      className={styles.hero}
      style={{ '--hero-a': origin.colors[0], '--hero-b': origin.colors[1] } as CSSProperties}
      aria-labelledby="program-featured-title"
      data-testid="program-featured"
    >
      <div className={styles.heroText}>
        <p className={styles.kicker}>{t('home.featured')}</p>
        <h2 id="program-featured-title" className={styles.heroTitle}>
          {origin.title}
        </h2>
        <p className={styles.heroDescription}>{origin.description}</p>
        <p className={styles.heroFacts}>
          <span>{t('detail.episodes', { count: origin.episodeCount })}</span>
          {origin.latestPublishedAt ? (
            <span>
              {t('detail.updated', { date: formatDate(origin.latestPublishedAt, i18n.language as Locale) })}
            </span>
          ) : null}
        </p>
        <div className={styles.heroActions}>
          {latest ? (
            <ButtonLink to={vodLink(latest.id)} icon={<PlayIcon size={16} />}>
              {t('detail.playLatest')}
            </ButtonLink>
          ) : null}
          <ButtonLink to={originLink(origin.id)} variant="secondary">
            {t('home.episodesLink')}
          </ButtonLink>
        </div>
      </div>
      <Link
        to={latest ? vodLink(latest.id) : originLink(origin.id)}
        className={styles.heroArtLink}
        tabIndex={-1}
      >
        <Artwork colors={origin.colors} mark={artMark(origin.title)} className={styles.heroArt}>
          {latest ? (
            <span className={styles.heroLatest}>
              <span className={styles.heroLatestLabel}>{t('home.latestEpisode')}</span>
              <span className={styles.heroLatestTitle}>{latest.title}</span>
            </span>
          ) : null}
          <span className={styles.heroPlay} aria-hidden="true">
            <PlayIcon size={26} />
          </span>
        </Artwork>
      </Link>
    </section>
  );
}
