import type { FieldError } from '../hooks/use-inquiry-form.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A field message in the member's language (`help:form.errors.<key>`), or undefined when the field is fine. */
export function fieldMessage(t: Translate, error: FieldError | undefined): string | undefined {
  return error ? t(`form.errors.${error.key}`, error.params ?? {}) : undefined;
}
