import { type ChangeEvent, type ComponentProps, type ReactNode, useId, useState } from 'react';
import { useTranslation } from '../i18n/react.js';
import { cx } from './cx.js';
import styles from './Field.module.css';
import { AlertIcon, CheckIcon, ChevronDownIcon } from './icons.js';

/** What every form control adds to its native props. */
export interface FieldExtras {
  label: ReactNode;
  /** Help under the control, kept while an error shows. */
  hint?: ReactNode;
  /** Error under the control; also sets aria-invalid. */
  error?: ReactNode;
  /** Shows "12 / 100" under the control; needs `maxLength`. */
  showCount?: boolean;
  /** Class of the outer wrapper (the control itself takes `className`). */
  fieldClassName?: string;
}

export interface FieldProps {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  required?: boolean;
  counter?: { count: number; max: number };
  className?: string;
  children: ReactNode;
}

/** Ids the control must point its aria-describedby at, in reading order. */
function describedBy(
  id: string,
  { hint, error, counter }: { hint?: ReactNode; error?: ReactNode; counter?: unknown },
  extra?: string,
) {
  const ids = [
    hint ? `${id}-hint` : '',
    error ? `${id}-error` : '',
    counter ? `${id}-count` : '',
    extra ?? '',
  ];
  return ids.filter(Boolean).join(' ') || undefined;
}

/**
 * Label, required mark, control, hint, error and counter: the layout shared by every field. Use it
 * directly for a custom control; give that control `id` and point its aria-describedby at
 * `${id}-hint` / `${id}-error` when those are shown.
 */
export function Field({ id, label, hint, error, required, counter, className, children }: FieldProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={cx(styles.field, error ? styles.invalid : undefined, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required && <span className={styles.required}>{t('common.required')}</span>}
      </label>
      {children}
      <Messages id={id} hint={hint} error={error} counter={counter} />
    </div>
  );
}

function Messages({ id, hint, error, counter }: Pick<FieldProps, 'id' | 'hint' | 'error' | 'counter'>) {
  const { t } = useTranslation('ui');
  if (!hint && !error && !counter) return null;
  return (
    <div className={styles.meta}>
      <div className={styles.messages}>
        {hint && (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        )}
        {error && (
          <p id={`${id}-error`} className={styles.error}>
            <AlertIcon size={14} className={styles.errorIcon} />
            <span>{error}</span>
          </p>
        )}
      </div>
      {counter && (
        <span
          id={`${id}-count`}
          className={cx(styles.counter, counter.count >= counter.max && styles.counterFull)}
        >
          {t('field.counter', { count: counter.count, max: counter.max })}
        </span>
      )}
    </div>
  );
}

/** Length of the current text, for controlled and uncontrolled controls alike. */
function useLength<E extends HTMLInputElement | HTMLTextAreaElement>(
  value: ComponentProps<'input'>['value'],
  defaultValue: ComponentProps<'input'>['defaultValue'],
  onChange: ((event: ChangeEvent<E>) => void) | undefined,
) {
  const [own, setOwn] = useState(() => String(defaultValue ?? '').length);
  const length = value === undefined || value === null ? own : String(value).length;
  const handleChange = (event: ChangeEvent<E>) => {
    setOwn(event.target.value.length);
    onChange?.(event);
  };
  return [length, handleChange] as const;
}

export interface TextFieldProps extends FieldExtras, Omit<ComponentProps<'input'>, 'size'> {
  /** Content at the end of the input row, e.g. a "check" button or a show-password toggle. */
  suffix?: ReactNode;
  /**
   * On a phone (≤ 590 px) the suffix goes full width under the input: for a wide text button beside a
   * value that needs the room (an e-mail address and "send code").
   */
  stackSuffix?: boolean;
}

export function TextField({
  label,
  hint,
  error,
  showCount,
  fieldClassName,
  suffix,
  stackSuffix = false,
  id: idProp,
  className,
  value,
  defaultValue,
  onChange,
  maxLength,
  required,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextFieldProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const [length, handleChange] = useLength<HTMLInputElement>(value, defaultValue, onChange);
  const counter = showCount && maxLength !== undefined ? { count: length, max: maxLength } : undefined;
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      counter={counter}
      className={fieldClassName}
    >
      <div className={cx(styles.inputRow, stackSuffix && styles.inputRowStack)}>
        <input
          {...rest}
          id={id}
          value={value}
          defaultValue={defaultValue}
          onChange={handleChange}
          maxLength={maxLength}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error, counter }, extraDescribedBy)}
          className={cx(styles.control, className)}
        />
        {suffix && <div className={styles.suffix}>{suffix}</div>}
      </div>
    </Field>
  );
}

export interface TextAreaProps extends FieldExtras, ComponentProps<'textarea'> {}

export function TextArea({
  label,
  hint,
  error,
  showCount,
  fieldClassName,
  id: idProp,
  className,
  value,
  defaultValue,
  onChange,
  maxLength,
  required,
  rows = 6,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextAreaProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  const [length, handleChange] = useLength<HTMLTextAreaElement>(value, defaultValue, onChange);
  const counter = showCount && maxLength !== undefined ? { count: length, max: maxLength } : undefined;
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={error}
      required={required}
      counter={counter}
      className={fieldClassName}
    >
      <textarea
        {...rest}
        id={id}
        rows={rows}
        value={value}
        defaultValue={defaultValue}
        onChange={handleChange}
        maxLength={maxLength}
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, { hint, error, counter }, extraDescribedBy)}
        className={cx(styles.control, styles.textarea, className)}
      />
    </Field>
  );
}

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends Omit<FieldExtras, 'showCount'>,
    Omit<ComponentProps<'select'>, 'children'> {
  options: SelectOption[];
  /** A first, empty choice; `true` uses the default "please select". */
  placeholder?: string | boolean;
}

export function Select({
  label,
  hint,
  error,
  fieldClassName,
  options,
  placeholder,
  id: idProp,
  className,
  required,
  value,
  defaultValue,
  'aria-describedby': extraDescribedBy,
  ...rest
}: SelectProps) {
  const { t } = useTranslation('ui');
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <Field id={id} label={label} hint={hint} error={error} required={required} className={fieldClassName}>
      <div className={styles.selectWrap}>
        <select
          {...rest}
          id={id}
          value={value}
          // with a placeholder and no value given, start on the placeholder (not the first real option)
          defaultValue={value === undefined && defaultValue === undefined && placeholder ? '' : defaultValue}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error }, extraDescribedBy)}
          className={cx(styles.control, styles.select, className)}
        >
          {placeholder && (
            <option value="" disabled={required}>
              {placeholder === true ? t('field.selectPlaceholder') : placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon size={18} className={styles.selectIcon} />
      </div>
    </Field>
  );
}

export interface CheckboxProps
  extends Omit<FieldExtras, 'showCount'>,
    Omit<ComponentProps<'input'>, 'type'> {}

/** A checkbox with its label beside it (e.g. "don't show for 3 days", terms agreement). */
export function Checkbox({
  label,
  hint,
  error,
  fieldClassName,
  id: idProp,
  className,
  'aria-describedby': extraDescribedBy,
  ...rest
}: CheckboxProps) {
  const autoId = useId();
  const id = idProp ?? autoId;
  return (
    <div className={cx(styles.field, error ? styles.invalid : undefined, fieldClassName)}>
      <label htmlFor={id} className={cx(styles.check, rest.disabled && styles.checkDisabled)}>
        <input
          {...rest}
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint, error }, extraDescribedBy)}
          className={cx(styles.checkInput, className)}
        />
        <span className={styles.box} aria-hidden="true">
          <CheckIcon size={14} strokeWidth={3} />
        </span>
        <span className={styles.checkLabel}>{label}</span>
      </label>
      <Messages id={id} hint={hint} error={error} />
    </div>
  );
}
