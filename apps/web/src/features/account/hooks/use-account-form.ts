import type { ValidationResult } from '@kickoff/contract';
import { type ChangeEvent, type FormEvent, type ReactNode, useCallback, useId, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';

/** A field problem: a full i18n key (`validation:password.format`, `account:nickname.checkRequired`) and its params. */
export interface FieldIssue {
  key: string;
  params?: Record<string, string | number>;
}

/**
 * The first failing result of the contract's validators, as a field issue in the `validation` namespace
 * (`t('validation:<key>', params)`); null when all pass.
 */
export function firstIssue(...results: ValidationResult[]): FieldIssue | null {
  for (const result of results) {
    if (!result.ok) {
      const { key, params } = result.error;
      return params ? { key: `validation:${key}`, params } : { key: `validation:${key}` };
    }
  }
  return null;
}

export type FormValues = Record<string, string | boolean>;
export type FieldRules<V extends FormValues> = Partial<
  Record<keyof V & string, (values: V) => FieldIssue | null>
>;
type Name<V> = keyof V & string;

/**
 * Form state of the account screens, checked with the contract's validators (the rules the server runs).
 * A field's message shows once it has been left with something typed in, or after a submit; from then on
 * it follows every keystroke. A submit with problems focuses the first field that has one. Answers from
 * the server can be put on a field (`setServerError`); that message goes when the field is edited.
 */
export function useAccountForm<V extends FormValues>(initial: V | (() => V), rules: FieldRules<V>) {
  const { t } = useTranslation();
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [shown, setShown] = useState<Partial<Record<Name<V>, true>>>({});
  const [serverErrors, setServerErrors] = useState<Partial<Record<Name<V>, ReactNode>>>({});

  const fieldId = useCallback((name: Name<V>) => `${formId}-${name}`, [formId]);
  const issueOf = (name: Name<V>, from: V = values) => rules[name]?.(from) ?? null;
  const names = Object.keys(values) as Name<V>[];

  const setValue = <K extends Name<V>>(name: K, value: V[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setServerErrors((current) => {
      if (!(name in current)) return current;
      const { [name]: _, ...rest } = current;
      return rest as Partial<Record<Name<V>, ReactNode>>;
    });
  };

  const show = (...fields: Name<V>[]) =>
    setShown((current) => ({ ...current, ...Object.fromEntries(fields.map((f) => [f, true])) }));

  const focus = (name: Name<V>) => document.getElementById(fieldId(name))?.focus();

  /** The message under a field, in the member's language; undefined when it is fine (or not shown yet). */
  const error = (name: Name<V>): ReactNode | undefined => {
    const server = serverErrors[name];
    if (server) return server;
    if (!shown[name]) return undefined;
    const issue = issueOf(name);
    return issue ? t(issue.key, issue.params ?? {}) : undefined;
  };

  /** Checks every field; with problems, shows them and focuses the first; otherwise calls `onValid`. */
  const handleSubmit = (onValid: (values: V) => void) => (event?: FormEvent) => {
    event?.preventDefault();
    show(...names);
    const first = names.find((name) => issueOf(name) !== null || serverErrors[name]);
    if (first) {
      focus(first);
      return;
    }
    onValid(values);
  };

  const setServerError = (name: Name<V>, message: ReactNode, focusField = true) => {
    setServerErrors((current) => ({ ...current, [name]: message }));
    if (focusField) focus(name);
  };

  /** The props of a TextField (or PasswordField) bound to a text value. */
  const text = (name: Name<V>) => ({
    id: fieldId(name),
    name,
    value: String(values[name] ?? ''),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(name, event.target.value as V[Name<V>]),
    onBlur: () => {
      if (values[name] !== '') show(name);
    },
    error: error(name),
  });

  const reset = (next: V = typeof initial === 'function' ? initial() : initial) => {
    setValues(next);
    setShown({});
    setServerErrors({});
  };

  return { values, setValue, error, issueOf, handleSubmit, setServerError, fieldId, text, show, reset };
}

export type AccountForm<V extends FormValues> = ReturnType<typeof useAccountForm<V>>;
