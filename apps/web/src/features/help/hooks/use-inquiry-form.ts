import { LIMITS } from '@kickoff/contract';
import { type ChangeEvent, type FormEvent, useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';

/** Field messages of the inquiry forms (`help:form.errors.<key>`), in the member's language. */
export const FIELD_ERROR_KEYS = [
  'required',
  'minLength',
  'maxLength',
  'email',
  'phone',
  'category',
  'agreePrivacy',
  'invalid',
] as const;
export type FieldErrorKey = (typeof FIELD_ERROR_KEYS)[number];
export interface FieldError {
  key: FieldErrorKey;
  params?: Record<string, number>;
}

/** The part of a zod issue the form reads (the shape of zod 4's issues, without importing zod here). */
interface Issue {
  readonly code: string;
  readonly path: readonly PropertyKey[];
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
}
type SafeParse<Out> = (
  input: unknown,
) => { success: true; data: Out } | { success: false; error: { issues: readonly Issue[] } };

export type FormValues = Record<string, string | boolean>;
export type FieldErrors<V> = Partial<Record<keyof V & string, FieldError>>;

const isBlank = (value: unknown) => typeof value !== 'string' || value.trim() === '';

/** Reads one zod issue of the contract schemas as a field message. */
function toFieldError(field: string, issue: Issue, value: unknown): FieldError {
  if (field === 'agreePrivacy') return { key: 'agreePrivacy' };
  if (field === 'category') return { key: 'category' };
  if (isBlank(value) && field !== 'phone') return { key: 'required' };
  if (issue.code === 'too_small' && issue.minimum !== undefined && Number(issue.minimum) > 1) {
    return { key: 'minLength', params: { min: Number(issue.minimum) } };
  }
  if (issue.code === 'too_big' && issue.maximum !== undefined) {
    return { key: 'maxLength', params: { max: Number(issue.maximum) } };
  }
  if (field === 'email') return { key: 'email' };
  if (field === 'phone')
    return { key: 'phone', params: { min: LIMITS.inquiry.phoneMin, max: LIMITS.phoneTypedMax } };
  return { key: 'invalid' };
}

function errorsOf<V extends FormValues>(issues: readonly Issue[], values: V): FieldErrors<V> {
  const errors: FieldErrors<V> = {};
  for (const issue of issues) {
    const field = String(issue.path[0] ?? '') as keyof V & string;
    if (!(field in values) || errors[field]) continue;
    errors[field] = toFieldError(field, issue, values[field]);
  }
  return errors;
}

/** Server messages that are already one of our keys and need no parameters. */
const PLAIN_KEYS = new Set<string>(['required', 'email', 'invalid']);

interface Options<V extends FormValues, Out> {
  initial: V;
  /** The contract schema's safeParse: the same rules as the server. */
  parse: SafeParse<Out>;
  /** Form values → request body (e.g. an empty optional phone left out). */
  toBody?: (values: V) => unknown;
}

/**
 * Form state of the inquiry forms, validated with the contract's zod schema: errors show after the first
 * submit and then follow every keystroke; the first invalid field gets focus. A 400 answer's `fields`
 * are put on the same fields (`applyServerFields`).
 */
export function useInquiryForm<V extends FormValues, Out>({
  initial,
  parse,
  toBody = (v) => v,
}: Options<V, Out>) {
  const { t } = useTranslation('help');
  const formId = useId();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<FieldErrors<V>>({});
  const [submitted, setSubmitted] = useState(false);
  const fieldOrder = useRef(Object.keys(initial));

  const validate = useCallback(
    (next: V): FieldErrors<V> => {
      const result = parse(toBody(next));
      return result.success ? {} : errorsOf(result.error.issues, next);
    },
    [parse, toBody],
  );

  const fieldId = useCallback((name: keyof V & string) => `${formId}-${name}`, [formId]);

  const focusFirst = useCallback(
    (found: FieldErrors<V>) => {
      const first = fieldOrder.current.find((name) => found[name as keyof V & string]);
      if (first) document.getElementById(fieldId(first as keyof V & string))?.focus();
    },
    [fieldId],
  );

  const setValue = <K extends keyof V & string>(name: K, value: V[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (submitted) setErrors(validate(next));
  };

  /** Validates, then calls `onValid` with the parsed (trimmed) body; otherwise shows the errors. */
  const handleSubmit = (onValid: (body: Out) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = parse(toBody(values));
    if (!result.success) {
      const found = errorsOf(result.error.issues, values);
      setErrors(found);
      focusFirst(found);
      return;
    }
    setErrors({});
    onValid(result.data);
  };

  /**
   * Puts a 400 answer's `fields` (`{ email: '…' }`, dotted paths) on the form. A field our own rules also
   * reject gets our message; otherwise a known key is translated, anything else reads "check this field".
   * Answers false when none of the fields belongs to the form.
   */
  const applyServerFields = (fields: Record<string, string>): boolean => {
    const local = validate(values);
    const found: FieldErrors<V> = {};
    for (const [path, message] of Object.entries(fields)) {
      const name = path.split('.')[0] as keyof V & string;
      if (!(name in values)) continue;
      found[name] = local[name] ?? { key: PLAIN_KEYS.has(message) ? (message as FieldErrorKey) : 'invalid' };
    }
    setSubmitted(true);
    setErrors(found);
    focusFirst(found);
    return Object.keys(found).length > 0;
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setSubmitted(false);
  };

  const bind = (name: keyof V & string): BoundField => ({
    id: fieldId(name),
    name,
    value: String(values[name]),
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      setValue(name, event.target.value as V[typeof name]),
    error: errors[name] ? t(`form.errors.${errors[name].key}`, errors[name].params ?? {}) : undefined,
  });

  return { values, errors, setValue, handleSubmit, applyServerFields, reset, fieldId, bind };
}

/** The props of a text field, text area or select bound to one field: id, value, change and message. */
export interface BoundField {
  id: string;
  name: string;
  value: string;
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => void;
  error: string | undefined;
}

export type InquiryFormState<V extends FormValues, Out> = ReturnType<typeof useInquiryForm<V, Out>>;
