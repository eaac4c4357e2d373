import type { ReactNode } from 'react';
import { AlertIcon, InfoIcon } from '../../../ui/icons.js';
import styles from './Form.module.css';

/** The summary of a failed call, at the top of the form (announced at once). */
export function FormAlert({ message }: { message: ReactNode }) {
  if (!message) return null;
  return (
    <div role="alert" className={styles.alert} data-testid="form-alert">
      <AlertIcon size={18} className={styles.alertIcon} />
      <div>{message}</div>
    </div>
  );
}

/** A neutral note (why this page is shown, what happens next). */
export function FormNotice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={styles.notice} data-testid={testId}>
      <InfoIcon size={18} className={styles.noticeIcon} />
      <div>{children}</div>
    </div>
  );
}
