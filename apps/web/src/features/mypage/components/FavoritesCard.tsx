import { favoriteLimit } from '@kickoff/contract';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { EditIcon, StarIcon } from '../../../ui/icons.js';
import { ButtonLink, EmptyState } from '../../../ui/index.js';
import { FavoriteChips, useFavorites } from '../../favorites/index.js';
import { Card } from './Card.js';
import styles from './MypageHome.module.css';

export const FAVORITE_EDITOR_PATH = '/mypage/favorite';

/** My teams and my leagues as chips, with the way to the editor. */
export function FavoritesCard() {
  const { t } = useTranslation('mypage');
  const favorites = useFavorites();

  return (
    <Card
      title={t('favorites.title')}
      subtitle={t('favorites.subtitle')}
      testId="mypage-favorites"
      action={
        <ButtonLink to={FAVORITE_EDITOR_PATH} size="sm" variant="secondary" icon={<EditIcon size={15} />}>
          {t('favorites.edit')}
        </ButtonLink>
      }
    >
      <QueryState
        query={favorites}
        minHeight="120px"
        compact
        isEmpty={(data) => data.myTeam.length === 0 && data.myLeague.length === 0}
        empty={
          <EmptyState
            compact
            icon={<StarIcon size={26} />}
            message={t('favorites.empty')}
            description={t('favorites.emptyHint', {
              teams: favoriteLimit('team'),
              leagues: favoriteLimit('league'),
            })}
            action={
              <ButtonLink to={FAVORITE_EDITOR_PATH} size="sm">
                {t('favorites.choose')}
              </ButtonLink>
            }
          />
        }
      >
        {(data) => (
          <div className={styles.favoriteGroups}>
            {(['team', 'league'] as const).map((kind) => {
              const items = kind === 'team' ? data.myTeam : data.myLeague;
              return (
                <div key={kind} className={styles.favoriteGroup}>
                  <p className={styles.groupLabel}>
                    {t(`favorites.${kind}`)}
                    <span className={styles.groupCount}>
                      {items.length}/{favoriteLimit(kind)}
                    </span>
                  </p>
                  {items.length > 0 ? (
                    <FavoriteChips items={items} label={t(`favorites.${kind}`)} testId={`mypage-${kind}s`} />
                  ) : (
                    <p className={styles.none}>{t(`favorites.none.${kind}`)}</p>
                  )}
                </div>
              );
            })}
          </div>
        )}
      </QueryState>
    </Card>
  );
}
