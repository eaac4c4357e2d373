import {
  choosePopup,
  isPopupHidden,
  POPUP_KIND,
  type Popup,
  type PreventPopup,
  popupLinkTo,
} from '@kickoff/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CloseIcon } from '../../../ui/icons.js';
import { Button, Checkbox, Modal } from '../../../ui/index.js';
import { DESKTOP_QUERY, useMediaQuery } from '../../../ui/use-media-query.js';
import { countPopupView } from '../api/count-popup-view.js';
import { usePopups } from '../api/use-popups.js';
import { preventPopup, readPreventPopup } from '../prevent-popup.js';
import styles from './LayerPopup.module.css';

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
    <PopupDialog key={chosen.id} popup={chosen} onClose={close} onImageError={() => setFailed(chosen.id)} />
  );
}

interface PopupDialogProps {
  popup: Popup;
  /** `true` when "don't show for N days" was ticked. */
  onClose: (hideForDays: boolean) => void;
  onImageError: () => void;
}

function PopupDialog({ popup, onClose, onImageError }: PopupDialogProps) {
  const { t } = useTranslation('popup');
  const navigate = useNavigate();
  const [hide, setHide] = useState(false);
  const image = popup.kind === POPUP_KIND.IMAGE;

  /** Spec §2: clicking an image runs its link, then closes. */
  const follow = (to: string | null) => {
    if (to?.startsWith('https://')) window.open(to, '_blank', 'noopener,noreferrer');
    else if (to) void navigate(to);
    onClose(hide);
  };

  const hideLabel = popup.days > 0 ? t('hideDays', { count: popup.days }) : t('hideToday');
  const footer = (
    <>
      <Checkbox
        label={hideLabel}
        checked={hide}
        onChange={(event) => setHide(event.currentTarget.checked)}
        fieldClassName={styles.hide}
      />
      <Button variant="secondary" size="sm" onClick={() => onClose(hide)}>
        {t('close')}
      </Button>
    </>
  );

  if (!image) {
    return (
      <Modal
        title={popup.title ?? t('notice')}
        onClose={() => onClose(hide)}
        footer={footer}
        className={styles.notice}
      >
        <div className={styles.noticeBody} data-testid="popup-notice">
          {popup.content}
        </div>
      </Modal>
    );
  }

  const parts = [
    { key: 'top', src: popup.imgUrlTop, to: popupLinkTo(popup.link1, popup.link1Id) },
    { key: 'bottom', src: popup.imgUrlBottom, to: popupLinkTo(popup.link2, popup.link2Id) },
  ].filter((part): part is { key: string; src: string; to: string | null } => Boolean(part.src));

  return (
    <Modal
      ariaLabel={popup.title ?? t('label')}
      onClose={() => onClose(hide)}
      footer={footer}
      showCloseButton={false}
      className={styles.imagePopup}
    >
      <button
        type="button"
        className={styles.closeIcon}
        aria-label={t('close')}
        onClick={() => onClose(hide)}
      >
        <CloseIcon size={18} />
      </button>
      <div className={styles.images}>
        {parts.map((part, i) => {
          const alt = i === 0 && popup.title ? popup.title : t(`image.${part.key}`);
          const img = (
            <img key={part.key} src={part.src} alt={alt} className={styles.image} onError={onImageError} />
          );
          return part.to ? (
            <button key={part.key} type="button" className={styles.imageLink} onClick={() => follow(part.to)}>
              {img}
            </button>
          ) : (
            <div key={part.key} className={styles.imageLink}>
              {img}
            </div>
          );
        })}
      </div>
    </Modal>
  );
}
