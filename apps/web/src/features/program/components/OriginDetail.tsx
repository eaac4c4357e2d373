import { formatDate, type Locale } from '@kickoff/contract';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { PlayIcon } from '../../../ui/icons.js';
import { ButtonLink } from '../../../ui/index.js';
import { vodLink } from '../../catalogue/index.js';
import { useOriginList } from '../api/use-origin-list.js';
import { artMark } from '../format.js';
import { usePageParam } from '../hooks/use-page-param.js';
import { DetailHero } from './DetailHero.js';
import { DetailSkeleton } from './DetailSkeleton.js';
import { DETAIL_PAGE_ITEMS } from './VodGrid.js';
import { VodListSection } from './VodListSection.js';

/** /detail/origin?id=: an original programme and its episodes, newest first, a page at a time. */
export function OriginDetail({ id }: { id: number }) {
  const { t, i18n } = useTranslation(['program', 'errors']);
  const [page, setPage] = usePageParam();
  const list = useOriginList(id, page, DETAIL_PAGE_ITEMS);
  return (
    <QueryState query={list} pending={<DetailSkeleton />}>
      {(data) => {
        const { origin } = data;
        const latest = data.pageNo === 1 ? data.list[0] : undefined;
        return (
          <>
            <DetailHero
              colors={origin.colors}
              mark={artMark(origin.title)}
              back={{ label: t('home.title'), to: '/program' }}
              kicker={t('detail.originKicker')}
              title={origin.title}
              description={origin.description}
              facts={[
                t('detail.episodes', { count: origin.episodeCount }),
                origin.latestPublishedAt
                  ? t('detail.updated', {
                      date: formatDate(origin.latestPublishedAt, i18n.language as Locale),
                    })
                  : null,
              ].filter(Boolean)}
              actions={
                latest ? (
                  <ButtonLink to={vodLink(latest.id)} icon={<PlayIcon size={16} />}>
                    {t('detail.playLatest')}
                  </ButtonLink>
                ) : null
              }
            />
            <VodListSection
              query={list}
              page={page}
              onPage={setPage}
              title={t('detail.episodeList')}
              emptyMessage={t('detail.noEpisodes')}
            />
          </>
        );
      }}
    </QueryState>
  );
}
