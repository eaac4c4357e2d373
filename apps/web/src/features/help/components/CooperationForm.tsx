import { createCooperationBodySchema, LIMITS } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { BriefcaseIcon } from '../../../ui/icons.js';
import { TextField } from '../../../ui/index.js';
import { useCreateCooperation } from '../api/use-create-cooperation.js';
import { useInquiryForm } from '../hooks/use-inquiry-form.js';
import { InquiryFormFrame } from './InquiryFormFrame.js';
import styles from './InquiryLayout.module.css';
import { MessageFields } from './MessageFields.js';

const initial = {
  company: '',
  name: '',
  email: '',
  phone: '',
  title: '',
  content: '',
  agreePrivacy: false,
};

/** A blank phone is left out of the body (it is optional). */
const toBody = (values: typeof initial) => ({ ...values, phone: values.phone.trim() || undefined });

/** Partnership inquiry form (POST /qna/cooperate), checked with the contract's schema before it is sent. */
export function CooperationForm() {
  const { t } = useTranslation('help');
  const create = useCreateCooperation();
  const form = useInquiryForm({
    initial,
    toBody,
    parse: (input) => createCooperationBodySchema.safeParse(input),
  });
  const { bind } = form;

  return (
    <InquiryFormFrame
      kind="cooperation"
      icon={<BriefcaseIcon size={22} />}
      title={t('cooperate.title')}
      description={t('cooperate.description')}
      form={form}
      send={create}
    >
      <div className={styles.row}>
        <TextField
          {...bind('company')}
          label={t('form.company')}
          required
          maxLength={LIMITS.inquiry.companyMax}
          autoComplete="organization"
        />
        <TextField
          {...bind('name')}
          label={t('form.contactName')}
          required
          maxLength={LIMITS.inquiry.nameMax}
          autoComplete="name"
        />
      </div>
      <div className={styles.row}>
        <TextField
          {...bind('email')}
          type="email"
          label={t('form.email')}
          required
          maxLength={LIMITS.email.max}
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          {...bind('phone')}
          type="tel"
          label={t('form.phone')}
          maxLength={LIMITS.phoneTypedMax}
          autoComplete="tel"
          inputMode="tel"
          hint={t('form.phoneHint')}
        />
      </div>
      <MessageFields
        bind={bind}
        placeholders={{
          title: t('form.cooperationTitlePlaceholder'),
          content: t('form.cooperationContentPlaceholder'),
        }}
      />
    </InquiryFormFrame>
  );
}
