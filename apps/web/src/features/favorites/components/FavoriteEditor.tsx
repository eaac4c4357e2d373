import { type FavoriteKind, favoriteLimit } from '@kickoff/contract';
import { useId, useState } from 'react';
import { errorMessage } from '../../../core/error-message.js';
import { QueryState } from '../../../core/QueryState.js';
import { useSession } from '../../../core/use-session.js';
import { useTranslation } from '../../../i18n/react.js';
import { AlertIcon } from '../../../ui/icons.js';
import { Button, ConfirmDialog, Tabs, useToast } from '../../../ui/index.js';
import { useGameTypes } from '../../catalogue/index.js';
import { useFavorites } from '../api/use-favorites.js';
import { useSaveFavorites } from '../api/use-save-favorites.js';
import type { FavoriteChoice } from '../hooks/favorite-draft.js';
import { useFavoriteDraft } from '../hooks/use-favorite-draft.js';
import { useUnsavedGuard } from '../hooks/use-unsaved-guard.js';
import styles from './FavoriteEditor.module.css';
import { LeaguePicker } from './LeaguePicker.js';
import { SelectedList } from './SelectedList.js';
import { TeamPicker } from './TeamPicker.js';

const KINDS: FavoriteKind[] = ['team', 'league'];

/**
 * The my-team and my-league editor (spec §2, §5): pick up to 5 teams and 5 leagues, order them, then
 * save both lists at once (POST /like/several2; the answer replaces the favourites). Changes stay a
 * draft until saved: cancel drops them, and leaving with unsaved changes asks first.
 */
export function FavoriteEditor() {
  const favorites = useFavorites();

  return (
    <QueryState query={favorites} minHeight="420px">
      {() => <Editor />}
    </QueryState>
  );
}

function Editor() {
  const { t } = useTranslation('favorites');
  const toast = useToast();
  const panelId = useId();
  const { data: user } = useSession();
  const favorites = useFavorites();
  const gameTypes = useGameTypes();
  const state = useFavoriteDraft(favorites.data);
  const save = useSaveFavorites();
  const [tab, setTab] = useState<FavoriteKind>('team');
  const [notice, setNotice] = useState<string | null>(null);
  const blocker = useUnsavedGuard(state.dirty && !save.isPending);

  const sportName = (gameTypeId: number) => gameTypes.data?.find((type) => type.id === gameTypeId)?.name;
  const rankOf = (kind: FavoriteKind) => (destId: number) => {
    const index = state.draft[kind].findIndex((c) => c.destId === destId);
    return index < 0 ? null : index + 1;
  };

  const toggle = (kind: FavoriteKind) => (choice: FavoriteChoice) => {
    save.reset();
    if (rankOf(kind)(choice.destId) !== null) {
      state.remove(kind, choice.destId);
      setNotice(null);
      return;
    }
    const outcome = state.add(kind, choice);
    setNotice(outcome === 'limit' ? t(`notice.limit.${kind}`, { max: favoriteLimit(kind) }) : null);
  };

  const onSave = () => {
    if (!user) return;
    setNotice(null);
    save.mutate(
      {
        userId: user.userId,
        lists: state.changed.map((kind) => ({ type: kind, destIds: state.draft[kind].map((c) => c.destId) })),
      },
      {
        onSuccess: () => {
          state.reset();
          toast.success(t('actions.saved'));
        },
      },
    );
  };

  const onCancel = () => {
    state.reset();
    save.reset();
    setNotice(null);
  };

  return (
    <div className={styles.editor} data-dirty={state.dirty || undefined}>
      <section className={styles.pick} aria-labelledby={`${panelId}-pick`}>
        <div className={styles.pickHead}>
          <h2 id={`${panelId}-pick`} className={styles.heading}>
            {t('picker.title')}
          </h2>
          <Tabs
            ariaLabel={t('picker.title')}
            value={tab}
            onChange={(key) => setTab(key as FavoriteKind)}
            panelId={(key) => `${panelId}-${key}`}
            items={KINDS.map((kind) => ({
              key: kind,
              label: t(`picker.tabs.${kind}`),
              count: state.draft[kind].length,
            }))}
          />
        </div>
        <div id={`${panelId}-${tab}`} role="tabpanel" aria-label={t(`picker.tabs.${tab}`)}>
          {tab === 'team' ? (
            <TeamPicker rankOf={rankOf('team')} onToggle={toggle('team')} />
          ) : (
            <LeaguePicker rankOf={rankOf('league')} onToggle={toggle('league')} />
          )}
        </div>
      </section>

      <aside className={styles.chosen} aria-labelledby={`${panelId}-chosen`}>
        <h2 id={`${panelId}-chosen`} className={styles.heading}>
          {t('selected.title')}
        </h2>
        <p className={styles.hint}>{t('selected.hint')}</p>
        {KINDS.map((kind) => (
          <div key={kind} className={styles.kind}>
            <h3 className={styles.kindTitle}>
              {t(`kinds.${kind}`)}
              <span
                className={styles.counter}
                data-full={state.draft[kind].length >= favoriteLimit(kind) || undefined}
                data-testid={`count-${kind}`}
              >
                {t('selected.count', { n: state.draft[kind].length, max: favoriteLimit(kind) })}
              </span>
            </h3>
            <SelectedList
              kind={kind}
              items={state.draft[kind]}
              sportName={sportName}
              onMove={(destId, delta) => state.move(kind, destId, delta)}
              onRemove={(destId) => {
                state.remove(kind, destId);
                setNotice(null);
              }}
            />
          </div>
        ))}

        <div className={styles.messages} aria-live="polite">
          {notice && (
            <p className={styles.notice} role="alert">
              <AlertIcon size={16} />
              {notice}
            </p>
          )}
          {save.isError && (
            <p className={styles.notice} role="alert">
              <AlertIcon size={16} />
              {errorMessage(save.error, t)}
            </p>
          )}
        </div>

        <div className={styles.actions} data-dirty={state.dirty || undefined}>
          <span className={styles.status}>{state.dirty ? t('actions.unsaved') : t('actions.upToDate')}</span>
          <Button variant="ghost" disabled={!state.dirty || save.isPending} onClick={onCancel}>
            {t('actions.cancel')}
          </Button>
          <Button disabled={!state.dirty} loading={save.isPending} onClick={onSave}>
            {t('actions.save')}
          </Button>
        </div>
      </aside>

      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={t('guard.title')}
        message={t('guard.message')}
        yesLabel={t('guard.leave')}
        noLabel={t('guard.stay')}
        danger
        onYes={() => blocker.proceed?.()}
        onNo={() => blocker.reset?.()}
      />
    </div>
  );
}
