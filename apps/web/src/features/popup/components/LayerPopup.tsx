import { choosePopup, isPopupHidden, type PreventPopup } from '@kickoff/contract';
import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '../../../ui/use-media-query.js';
import { countPopupView } from '../api/count-popup-view.js';
import { usePopups } from '../api/use-popups.js';
import { preventPopup, readPreventPopup } from '../prevent-popup.js';
import type { PopupDialogProps } from './PopupDialog.js';

/** Its own chunk; when that cannot load the popup stays hidden, as when its images fail (spec §2). */
const PopupDialog = lazy(
  (): Promise<{ default: ComponentType<PopupDialogProps> }> =>
    import('./PopupDialog.js').catch(() => ({ default: () => null })),
);

export interface LayerPopupProps {
  /** The page it is mounted on: `/` or `/intro` (GET /popup?path=). */
  path: string;
  /**
   * While true the popup waits: another message needs the member first (the multiple-login alert
   * over /intro). It shows, and counts its view, once that is dismissed.
   */
  held?: boolean;
  /** Today's clock (tests fix it): the do-not-show choice is kept by day. */
  now?: () => Date;
}

const systemNow = () => new Date();

/**
 * The layer popup of spec §2 and §4, for the page it is mounted on. Desktop only. Of the popups that
 * arrive it shows the notice (kind 2) if any, else the first; never an image popup on /intro. It
 * stays hidden when the member chose "don't show for N days" for this very popup, or when it (or one
 * of its images) fails to load, and waits while `held`. Each popup shown counts one view.
 */
export function LayerPopup({ path, held = false, now = systemNow }: LayerPopupProps) {
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const { data } = usePopups(path, desktop);
  const [prevented, setPrevented] = useState<PreventPopup | null>(readPreventPopup);
  const [closed, setClosed] = useState<number | null>(null);
  const [failed, setFailed] = useState<number | null>(null);

  const chosen = choosePopup(data, path);
  const visible =
    desktop &&
    !held &&
    chosen !== null &&
    chosen.id !== closed &&
    chosen.id !== failed &&
    !isPopupHidden(prevented, chosen, now());
  const shownId = visible ? chosen.id : null;

  useEffect(() => {
    if (shownId !== null) void countPopupView(shownId);
  }, [shownId]);

  if (!visible || !chosen) return null;

  const close = (hideForDays: boolean) => {
    if (hideForDays) setPrevented(preventPopup(chosen, now()));
    setClosed(chosen.id);
  };
  return (
    <Suspense fallback={null}>
      <PopupDialog key={chosen.id} popup={chosen} onClose={close} onImageError={() => setFailed(chosen.id)} />
    </Suspense>
  );
}
