import type { FavoriteKind, Favorites } from '@kickoff/contract';
import { useMemo, useState } from 'react';
import {
  type AddOutcome,
  addChoice,
  changedKinds,
  draftOf,
  type FavoriteChoice,
  type FavoriteDraft,
  moveChoice,
  removeChoice,
} from './favorite-draft.js';

const EMPTY: FavoriteDraft = { team: [], league: [] };

/**
 * The editor's working copy over the saved favourites. Until the member changes something the draft
 * IS the saved list (a save elsewhere shows at once); `reset` drops the changes (cancel, after save).
 */
export function useFavoriteDraft(saved: Favorites | undefined) {
  const base = useMemo(() => (saved ? draftOf(saved) : EMPTY), [saved]);
  const [edits, setEdits] = useState<FavoriteDraft | null>(null);
  const draft = edits ?? base;
  const changed = useMemo(() => changedKinds(base, draft), [base, draft]);

  return {
    draft,
    saved: base,
    /** The kinds that differ from the saved lists. */
    changed,
    dirty: changed.length > 0,
    /** Adds at the end; answers why not when refused (already there, or the list is full). */
    add(kind: FavoriteKind, choice: FavoriteChoice): AddOutcome {
      const result = addChoice(draft, kind, choice);
      if (result.outcome === 'added') setEdits(result.draft);
      return result.outcome;
    },
    remove: (kind: FavoriteKind, destId: number) => setEdits(removeChoice(draft, kind, destId)),
    move: (kind: FavoriteKind, destId: number, delta: -1 | 1) =>
      setEdits(moveChoice(draft, kind, destId, delta)),
    reset: () => setEdits(null),
  };
}
