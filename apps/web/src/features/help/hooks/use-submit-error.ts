import { useState } from 'react';
import { ApiError } from '../../../core/api-client.js';
import { errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';

/**
 * What a failed send shows: a 400 with `fields` goes onto the fields (plus a short note above the button);
 * anything else (daily limit, too many sends, network) is one message above the button.
 */
export function useSubmitError(applyServerFields: (fields: Record<string, string>) => boolean) {
  const { t } = useTranslation('help');
  const [message, setMessage] = useState<string | null>(null);
  const handle = (error: unknown) => {
    if (error instanceof ApiError && error.code === 'VALIDATION_FAILED' && error.fields) {
      const onFields = applyServerFields(error.fields);
      setMessage(onFields ? t('form.checkFields') : errorMessage(error, t));
      return;
    }
    setMessage(errorMessage(error, t));
  };
  return { message, handle, clear: () => setMessage(null) };
}
