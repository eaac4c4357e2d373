import { POPUP_KIND, type Popup, popupLinkTo } from '@kickoff/contract';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { CloseIcon } from '../../../ui/icons.js';
import { Button, Checkbox, Modal } from '../../../ui/index.js';
import styles from './LayerPopup.module.css';

export interface PopupDialogProps {
  popup: Popup;
  /** `true` when "don't show for N days" was ticked. */
  onClose: (hideForDays: boolean) => void;
  onImageError: () => void;
}

/**
 * One popup in its dialog (its own chunk: loaded when a popup is to be shown, so the pages that may
 * show one do not carry it in their first load).
 */
export default function PopupDialog({ popup, onClose, onImageError }: PopupDialogProps) {
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
      <Button variant="secondary" size="sm" className={styles.closeButton} onClick={() => onClose(hide)}>
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
