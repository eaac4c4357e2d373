import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/react.js';
import { cx } from './cx.js';
import { CheckIcon } from './icons.js';
import styles from './Stepper.module.css';

export interface StepperStep {
  key: string;
  label: ReactNode;
}

export interface StepperProps {
  steps: StepperStep[];
  /** Index of the current step (0-based); the ones before it show as done. */
  current: number;
  /** Accessible name of the list; defaults to "progress". */
  ariaLabel?: string;
  className?: string;
}

/**
 * The steps of a multi-page procedure (sign-up, password reset): numbered markers joined by a line, the
 * done ones ticked, the current one marked aria-current="step". Below 590 px only the current step's
 * label shows, with "step 2 of 5".
 */
export function Stepper({ steps, current, ariaLabel, className }: StepperProps) {
  const { t } = useTranslation('ui');
  const currentStep = steps[current];
  return (
    <nav aria-label={ariaLabel ?? t('stepper.label')} className={cx(styles.stepper, className)}>
      <ol className={styles.list}>
        {steps.map((step, i) => {
          const state = i < current ? 'done' : i === current ? 'current' : 'upcoming';
          return (
            <li
              key={step.key}
              className={cx(styles.step, styles[state])}
              aria-current={state === 'current' ? 'step' : undefined}
              data-state={state}
            >
              <span className={styles.marker} aria-hidden="true">
                {state === 'done' ? <CheckIcon size={14} strokeWidth={3} /> : i + 1}
              </span>
              <span className={styles.label}>
                {step.label}
                {state === 'done' && <span className="visually-hidden"> {t('stepper.done')}</span>}
              </span>
            </li>
          );
        })}
      </ol>
      {currentStep && (
        <p className={styles.status} aria-hidden="true">
          <span className={styles.count}>
            {t('stepper.status', { current: current + 1, total: steps.length })}
          </span>
          <span className={styles.statusLabel}>{currentStep.label}</span>
        </p>
      )}
    </nav>
  );
}
