import { type FavoriteEntry, type FavoriteKind, type Favorites, favoriteLimit } from '@kickoff/contract';

/** A team or league as the editor lists it (what GET /like answers for each favourite). */
export type FavoriteChoice = Omit<FavoriteEntry, 'orderNo'>;

/** The editor's working copy: both lists, each in the member's order. */
export interface FavoriteDraft {
  team: FavoriteChoice[];
  league: FavoriteChoice[];
}

export type AddOutcome = 'added' | 'duplicate' | 'limit';

const byOrder = (a: FavoriteEntry, b: FavoriteEntry) => a.orderNo - b.orderNo;
const strip = ({ orderNo: _orderNo, ...choice }: FavoriteEntry): FavoriteChoice => choice;

/** The saved favourites as a draft, each list sorted by orderNo. */
export function draftOf(favorites: Favorites): FavoriteDraft {
  return {
    team: [...favorites.myTeam].sort(byOrder).map(strip),
    league: [...favorites.myLeague].sort(byOrder).map(strip),
  };
}

/**
 * Adds a choice at the end of its list. The contract limit (5 teams, 5 leagues; spec §5) is kept here
 * too, so the 6th pick is refused before any call: the draft comes back unchanged with `limit`.
 */
export function addChoice(
  draft: FavoriteDraft,
  kind: FavoriteKind,
  choice: FavoriteChoice,
): { draft: FavoriteDraft; outcome: AddOutcome } {
  const list = draft[kind];
  if (list.some((c) => c.destId === choice.destId)) return { draft, outcome: 'duplicate' };
  if (list.length >= favoriteLimit(kind)) return { draft, outcome: 'limit' };
  return { draft: { ...draft, [kind]: [...list, choice] }, outcome: 'added' };
}

export function removeChoice(draft: FavoriteDraft, kind: FavoriteKind, destId: number): FavoriteDraft {
  return { ...draft, [kind]: draft[kind].filter((c) => c.destId !== destId) };
}

/** Moves a choice one place up (-1) or down (+1); at either end nothing changes. */
export function moveChoice(
  draft: FavoriteDraft,
  kind: FavoriteKind,
  destId: number,
  delta: -1 | 1,
): FavoriteDraft {
  const list = [...draft[kind]];
  const from = list.findIndex((c) => c.destId === destId);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= list.length) return draft;
  const [moved] = list.splice(from, 1);
  list.splice(to, 0, moved as FavoriteChoice);
  return { ...draft, [kind]: list };
}

const ids = (list: FavoriteChoice[]) => list.map((c) => c.destId).join();

/** The kinds whose list (members or order) differs from the saved one: what a save must send. */
export function changedKinds(saved: FavoriteDraft, draft: FavoriteDraft): FavoriteKind[] {
  return (['team', 'league'] as const).filter((kind) => ids(saved[kind]) !== ids(draft[kind]));
}
