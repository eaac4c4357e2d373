import { isValidationKey, LIMITS } from '@kickoff/contract';
import { type ReactNode, useState } from 'react';
import { ApiError } from '../../../core/api-client.js';
import { errorCode, errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import type { AccountForm, FormValues } from './use-account-form.js';

/** Validation keys whose text needs params the server's `fields` do not carry (and that we cannot fill in). */
const KEYS_WITH_UNKNOWN_PARAMS = new Set([
  'minLength',
  'maxLength',
  'exactLength',
  'lessThan',
  'greaterThan',
]);

export interface HandleOptions<V extends FormValues> {
  /** The field an error code belongs to (e.g. NICKNAME_IN_USE → nickname): shown there instead of on top. */
  fieldOf?: (code: string) => (keyof V & string) | undefined;
  /** Extra content after the top message for a code (a link to start over, to log in …). */
  actionOf?: (code: string) => ReactNode;
}

/**
 * How a failed call shows on an account form: a 400 VALIDATION_FAILED puts its `fields` on the fields
 * (with a short summary on top); an error that belongs to one field goes under it; anything else is the
 * summary at the top of the form, in the member's language (`errors:<CODE>`).
 */
export function useApiError<V extends FormValues>(form?: AccountForm<V>) {
  const { t } = useTranslation('account');
  const [alert, setAlert] = useState<ReactNode>(null);

  const handle = (error: unknown, options: HandleOptions<V> = {}) => {
    const code = errorCode(error);
    if (form && error instanceof ApiError && code === 'VALIDATION_FAILED' && error.fields) {
      let placed = 0;
      for (const [path, key] of Object.entries(error.fields)) {
        const name = path.split('.')[0] as keyof V & string;
        if (!(name in form.values)) continue;
        const local = form.issueOf(name);
        const message = local
          ? t(local.key, local.params ?? {})
          : isValidationKey(key) && !KEYS_WITH_UNKNOWN_PARAMS.has(key)
            ? t(`validation:${key}`, { ...LIMITS.birthDate, count: LIMITS.emailCode.digits })
            : t('form.checkField');
        form.setServerError(name, message, placed === 0);
        placed++;
      }
      setAlert(placed > 0 ? t('form.checkFields') : errorMessage(error, t));
      return;
    }
    const field = code ? options.fieldOf?.(code) : undefined;
    if (form && field) {
      setAlert(null);
      form.setServerError(field, errorMessage(error, t));
      return;
    }
    const action = code ? options.actionOf?.(code) : undefined;
    setAlert(
      action ? (
        <>
          {errorMessage(error, t)} {action}
        </>
      ) : (
        errorMessage(error, t)
      ),
    );
  };

  return { alert, handle, show: setAlert, clear: () => setAlert(null) };
}
