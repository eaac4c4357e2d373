import { LIMITS } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { TextArea, TextField } from '../../../ui/index.js';
import type { BoundField } from '../hooks/use-inquiry-form.js';

/**
 * The title and message fields both inquiry forms end with (limits of the contract, a live count),
 * bound through useInquiryForm's `bind`; only the placeholders differ between the forms.
 */
export function MessageFields({
  bind,
  placeholders,
}: {
  bind: (name: 'title' | 'content') => BoundField;
  placeholders: { title: string; content: string };
}) {
  const { t } = useTranslation('help');
  return (
    <>
      <TextField
        {...bind('title')}
        label={t('form.title')}
        required
        maxLength={LIMITS.inquiry.titleMax}
        showCount
        placeholder={placeholders.title}
      />
      <TextArea
        {...bind('content')}
        label={t('form.content')}
        required
        rows={10}
        maxLength={LIMITS.inquiry.bodyMax}
        showCount
        hint={t('form.contentHint', { min: LIMITS.inquiry.bodyMin })}
        placeholder={placeholders.content}
      />
    </>
  );
}
