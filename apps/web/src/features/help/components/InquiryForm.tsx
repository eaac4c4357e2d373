import { createInquiryBodySchema, INQUIRY_CATEGORIES, LIMITS } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { MailIcon } from '../../../ui/icons.js';
import { Select, TextField } from '../../../ui/index.js';
import { useCreateInquiry } from '../api/use-create-inquiry.js';
import { useInquiryForm } from '../hooks/use-inquiry-form.js';
import { InquiryFormFrame } from './InquiryFormFrame.js';
import styles from './InquiryLayout.module.css';
import { MessageFields } from './MessageFields.js';

const initial = { category: '', title: '', content: '', name: '', email: '', agreePrivacy: false };

/** 1:1 inquiry form (POST /qna), checked with the contract's schema before it is sent. */
export function InquiryForm() {
  const { t } = useTranslation('help');
  const create = useCreateInquiry();
  const form = useInquiryForm({ initial, parse: (input) => createInquiryBodySchema.safeParse(input) });
  const { bind } = form;

  return (
    <InquiryFormFrame
      kind="inquiry"
      icon={<MailIcon size={22} />}
      title={t('contact.title')}
      description={t('contact.description')}
      form={form}
      send={create}
    >
      <Select
        {...bind('category')}
        label={t('form.category')}
        required
        placeholder={t('form.categoryPlaceholder')}
        options={INQUIRY_CATEGORIES.map((value) => ({ value, label: t(`form.categories.${value}`) }))}
      />
      <MessageFields
        bind={bind}
        placeholders={{ title: t('form.titlePlaceholder'), content: t('form.contentPlaceholder') }}
      />
      <div className={styles.row}>
        <TextField
          {...bind('name')}
          label={t('form.name')}
          required
          maxLength={LIMITS.inquiry.nameMax}
          autoComplete="name"
        />
        <TextField
          {...bind('email')}
          type="email"
          label={t('form.email')}
          required
          maxLength={LIMITS.email.max}
          autoComplete="email"
          inputMode="email"
          hint={t('form.emailHint')}
        />
      </div>
    </InquiryFormFrame>
  );
}
