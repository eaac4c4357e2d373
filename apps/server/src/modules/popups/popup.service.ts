import type { Locale, Popup } from '@kickoff/contract';
import type { Clock } from '../../clock.js';
import { AppError } from '../../shared/app-error.js';
import { localize } from '../../shared/locale.js';
import type { PopupRepo, PopupRow } from './popup.repo.js';

export function toPopup(row: PopupRow, locale: Locale): Popup {
  return {
    id: row.id,
    kind: row.kind,
    days: row.days,
    title: row.title ? localize(row.title, locale) : null,
    content: row.content ? localize(row.content, locale) : null,
    imgUrlTop: row.imgUrlTop,
    imgUrlBottom: row.imgUrlBottom,
    link1: row.link1,
    link1Id: row.link1Id,
    link2: row.link2,
    link2Id: row.link2Id,
  };
}

/**
 * Layer popups (spec §2, §4): the server answers every popup active now for a page; the client picks
 * one with `choosePopup` and applies the do-not-show rules (contract popup.ts).
 */
export function createPopupService({ repo, clock }: { repo: PopupRepo; clock: Clock }) {
  return {
    async active(path: string, locale: Locale): Promise<Popup[]> {
      const rows = await repo.activeFor(path, clock.now());
      return rows.map((r) => toPopup(r, locale));
    },

    async countView(id: number) {
      const row = await repo.countView(id);
      if (!row) throw new AppError('POPUP_NOT_FOUND', 'This popup does not exist.');
      return row;
    },
  };
}
export type PopupService = ReturnType<typeof createPopupService>;
