import {
  type CreateCooperationBody,
  createCooperationBodySchema,
  type InquiryCreated,
  LIMITS,
} from '@kickoff/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BriefcaseIcon } from '../../../ui/icons.js';
import { Button, TextArea, TextField } from '../../../ui/index.js';
import { useCreateCooperation } from '../api/use-create-cooperation.js';
import { useInquiryForm } from '../hooks/use-inquiry-form.js';
import { useSubmitError } from '../hooks/use-submit-error.js';
import { fieldMessage } from './form-helpers.js';
import { FormAlert, InquiryLayout, PrivacyAgreement } from './InquiryLayout.js';
import styles from './InquiryLayout.module.css';
import { InquirySuccess } from './InquirySuccess.js';

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
  const [sent, setSent] = useState<{ created: InquiryCreated; email: string } | null>(null);
  const form = useInquiryForm({
    initial,
    toBody,
    parse: (input) => createCooperationBodySchema.safeParse(input),
  });
  const submitError = useSubmitError(form.applyServerFields);
  const { values, errors, setValue, fieldId } = form;

  if (sent) {
    return (
      <InquirySuccess
        kind="cooperation"
        created={sent.created}
        email={sent.email}
        onAnother={() => {
          form.reset();
          create.reset();
          setSent(null);
        }}
      />
    );
  }

  const onValid = (body: CreateCooperationBody) => {
    submitError.clear();
    create.mutate(body, {
      onSuccess: (created) => setSent({ created, email: body.email }),
      onError: submitError.handle,
    });
  };

  return (
    <InquiryLayout
      icon={<BriefcaseIcon size={22} />}
      title={t('cooperate.title')}
      description={t('cooperate.description')}
      kind="cooperation"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        data-testid="cooperation-form"
      >
        <div className={styles.row}>
          <TextField
            id={fieldId('company')}
            name="company"
            label={t('form.company')}
            required
            maxLength={100}
            autoComplete="organization"
            value={values.company}
            onChange={(event) => setValue('company', event.target.value)}
            error={fieldMessage(t, errors.company)}
          />
          <TextField
            id={fieldId('name')}
            name="name"
            label={t('form.contactName')}
            required
            maxLength={50}
            autoComplete="name"
            value={values.name}
            onChange={(event) => setValue('name', event.target.value)}
            error={fieldMessage(t, errors.name)}
          />
        </div>
        <div className={styles.row}>
          <TextField
            id={fieldId('email')}
            name="email"
            type="email"
            label={t('form.email')}
            required
            maxLength={LIMITS.email.max}
            autoComplete="email"
            inputMode="email"
            value={values.email}
            onChange={(event) => setValue('email', event.target.value)}
            error={fieldMessage(t, errors.email)}
          />
          <TextField
            id={fieldId('phone')}
            name="phone"
            type="tel"
            label={t('form.phone')}
            maxLength={20}
            autoComplete="tel"
            inputMode="tel"
            hint={t('form.phoneHint')}
            value={values.phone}
            onChange={(event) => setValue('phone', event.target.value)}
            error={fieldMessage(t, errors.phone)}
          />
        </div>
        <TextField
          id={fieldId('title')}
          name="title"
          label={t('form.title')}
          required
          maxLength={LIMITS.inquiry.titleMax}
          showCount
          placeholder={t('form.cooperationTitlePlaceholder')}
          value={values.title}
          onChange={(event) => setValue('title', event.target.value)}
          error={fieldMessage(t, errors.title)}
        />
        <TextArea
          id={fieldId('content')}
          name="content"
          label={t('form.content')}
          required
          rows={10}
          maxLength={LIMITS.inquiry.bodyMax}
          showCount
          hint={t('form.contentHint', { min: LIMITS.inquiry.bodyMin })}
          placeholder={t('form.cooperationContentPlaceholder')}
          value={values.content}
          onChange={(event) => setValue('content', event.target.value)}
          error={fieldMessage(t, errors.content)}
        />
        <PrivacyAgreement
          id={fieldId('agreePrivacy')}
          checked={values.agreePrivacy}
          onChange={(checked) => setValue('agreePrivacy', checked)}
          error={fieldMessage(t, errors.agreePrivacy)}
        />
        <FormAlert message={submitError.message} />
        <div className={styles.submitRow}>
          <Button type="submit" size="lg" loading={create.isPending} className={styles.submit}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </InquiryLayout>
  );
}
