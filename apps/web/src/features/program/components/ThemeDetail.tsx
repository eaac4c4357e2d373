import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../app/error-message.js';
import { ErrorState } from '../../../ui/index.js';
import { useThemeList } from '../api/use-theme-list.js';
import { artMark } from '../format.js';
import { usePageParam } from '../hooks/use-page-param.js';
import { DetailHero } from './DetailHero.js';
import { DetailSkeleton } from './DetailSkeleton.js';
import { DETAIL_PAGE_ITEMS, VodGrid } from './VodGrid.js';

/** /detail/theme?id=: an editors' collection of VODs, in their order, a page at a time. */
export function ThemeDetail({ id }: { id: number }) {
  const { t } = useTranslation(['program', 'errors']);
  const [page, setPage] = usePageParam();
  const list = useThemeList(id, page, DETAIL_PAGE_ITEMS);
  const theme = list.data?.theme;

  if (list.isError && !list.data) {
    return (
      <ErrorState
        message={errorMessage(list.error, t)}
        onRetry={() => list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  if (!theme) return <DetailSkeleton />;

  return (
    <>
      <DetailHero
        colors={theme.colors}
        mark={artMark(theme.title)}
        back={{ label: t('home.title'), to: '/program' }}
        kicker={t('detail.themeKicker')}
        title={theme.title}
        description={theme.description}
        facts={[t('detail.videos', { count: theme.vodCount })]}
      />
      <section aria-labelledby="detail-list-title">
        <h2 id="detail-list-title" className="visually-hidden">
          {t('detail.videoList')}
        </h2>
        <VodGrid
          data={list.data}
          isPending={list.isPending}
          isPlaceholderData={list.isPlaceholderData}
          error={list.error}
          onRetry={() => list.refetch()}
          retrying={list.isFetching}
          page={page}
          onPage={setPage}
          emptyMessage={t('detail.noVideos')}
          label={t('detail.videoList')}
        />
      </section>
    </>
  );
}
