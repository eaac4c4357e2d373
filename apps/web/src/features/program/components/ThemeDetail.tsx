import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { useThemeList } from '../api/use-theme-list.js';
import { artMark } from '../format.js';
import { usePageParam } from '../hooks/use-page-param.js';
import { DetailHero } from './DetailHero.js';
import { DetailSkeleton } from './DetailSkeleton.js';
import { DETAIL_PAGE_ITEMS } from './VodGrid.js';
import { VodListSection } from './VodListSection.js';

/** /detail/theme?id=: an editors' collection of VODs, in their order, a page at a time. */
export function ThemeDetail({ id }: { id: number }) {
  const { t } = useTranslation(['program', 'errors']);
  const [page, setPage] = usePageParam();
  const list = useThemeList(id, page, DETAIL_PAGE_ITEMS);

  return (
    <QueryState query={list} pending={<DetailSkeleton />}>
      {({ theme }) => (
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
          <VodListSection
            query={list}
            page={page}
            onPage={setPage}
            title={t('detail.videoList')}
            emptyMessage={t('detail.noVideos')}
          />
        </>
      )}
    </QueryState>
  );
}
