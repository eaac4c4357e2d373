import { useId } from 'react';
import { cx } from '../../../ui/cx.js';
import { ChevronDownIcon } from '../../../ui/icons.js';
import styles from './InlineSelect.module.css';

export interface InlineOption {
  value: string;
  label: string;
}

export interface InlineSelectProps {
  label: string;
  value: string;
  options?: InlineOption[];
  /** Options under headings (`<optgroup>`), e.g. rounds per competition or leagues per sport. */
  groups?: { label: string; options: InlineOption[] }[];
  onChange: (value: string) => void;
  /** The label is read by assistive tech only (the context already says what the select is). */
  hideLabel?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * A compact labelled select for toolbars (season, round, team pickers). The form `Select` of ui/ is a
 * full-width form field; toolbars need a small one that sits on a line with other controls.
 */
export function InlineSelect({
  label,
  value,
  options,
  groups,
  onChange,
  hideLabel,
  disabled,
  className,
}: InlineSelectProps) {
  const id = useId();
  return (
    <div className={cx(styles.wrap, className)}>
      <label htmlFor={id} className={hideLabel ? 'visually-hidden' : styles.label}>
        {label}
      </label>
      <span className={styles.control}>
        <select
          id={id}
          className={styles.select}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.currentTarget.value)}
        >
          {options?.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
          {groups?.map((g) => (
            <optgroup key={g.label} label={g.label}>
              {g.options.map((o) => (
                <option key={o.value} value={o.value}>
                  {o.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <ChevronDownIcon size={16} className={styles.icon} />
      </span>
    </div>
  );
}
