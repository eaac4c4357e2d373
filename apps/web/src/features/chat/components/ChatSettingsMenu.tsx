import { useTranslation } from '../../../i18n/react.js';
import { SettingsIcon } from '../../../ui/icons.js';
import { usePopover } from '../../../ui/use-popover.js';
import type { ChatSettings } from '../hooks/chat-settings.js';
import styles from './ChatPanel.module.css';

interface ChatSettingsMenuProps {
  settings: ChatSettings;
  onChange: (change: Partial<ChatSettings>) => void;
  blockedCount: number;
  onUnblockAll: () => void;
}

/** The chat's switches (kept in this browser): in step with the video, blur, notices; hidden members. */
export function ChatSettingsMenu({ settings, onChange, blockedCount, onUnblockAll }: ChatSettingsMenuProps) {
  const { t } = useTranslation('chat');
  const { open, toggle, rootRef, triggerRef } = usePopover();
  const switches = [
    { key: 'sync', label: t('settings.sync'), hint: t('settings.syncHint') },
    { key: 'blur', label: t('settings.blur'), hint: t('settings.blurHint') },
    { key: 'hideNotices', label: t('settings.hideNotices'), hint: null },
  ] as const;
  return (
    <div className={styles.settingsRoot} ref={rootRef}>
      <button
        ref={triggerRef}
        type="button"
        className={styles.iconButton}
        aria-label={t('settings.open')}
        aria-expanded={open}
        onClick={toggle}
        data-testid="chat-settings"
      >
        <SettingsIcon size={18} />
      </button>
      {open && (
        <div className={styles.settings}>
          <p className={styles.settingsTitle}>{t('settings.open')}</p>
          {switches.map(({ key, label, hint }) => (
            <label key={key} className={styles.switchRow}>
              <span className={styles.switchText}>
                <span>{label}</span>
                {hint && <span className={styles.switchHint}>{hint}</span>}
              </span>
              <input
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={settings[key]}
                aria-checked={settings[key]}
                onChange={(event) => onChange({ [key]: event.target.checked })}
                data-testid={`chat-switch-${key}`}
              />
            </label>
          ))}
          {blockedCount > 0 && (
            <div className={styles.blockedRow}>
              <span>{t('settings.blocked', { count: blockedCount })}</span>
              <button type="button" className={styles.linkButton} onClick={onUnblockAll}>
                {t('settings.unblockAll')}
              </button>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
