import {
  type CreateInquiryBody,
  createInquiryBodySchema,
  INQUIRY_CATEGORIES,
  type InquiryCreated,
  LIMITS,
} from '@kickoff/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MailIcon } from '../../../ui/icons.js';
import { Button, Select, TextArea, TextField } from '../../../ui/index.js';
import { useCreateInquiry } from '../api/use-create-inquiry.js';
import { useInquiryForm } from '../hooks/use-inquiry-form.js';
import { useSubmitError } from '../hooks/use-submit-error.js';
import { fieldMessage } from './form-helpers.js';
import { FormAlert, InquiryLayout, PrivacyAgreement } from './InquiryLayout.js';
import styles from './InquiryLayout.module.css';
import { InquirySuccess } from './InquirySuccess.js';

const initial = { category: '', title: '', content: '', name: '', email: '', agreePrivacy: false };

/** 1:1 inquiry form (POST /qna), checked with the contract's schema before it is sent. */
export function InquiryForm() {
  const { t } = useTranslation('help');
  const create = useCreateInquiry();
  const [sent, setSent] = useState<{ created: InquiryCreated; email: string } | null>(null);
  const form = useInquiryForm({ initial, parse: (input) => createInquiryBodySchema.safeParse(input) });
  const submitError = useSubmitError(form.applyServerFields);
  const { values, errors, setValue, fieldId } = form;

  if (sent) {
    return (
      <InquirySuccess
        kind="inquiry"
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

  const onValid = (body: CreateInquiryBody) => {
    submitError.clear();
    create.mutate(body, {
      onSuccess: (created) => setSent({ created, email: body.email }),
      onError: submitError.handle,
    });
  };

  return (
    <InquiryLayout
      icon={<MailIcon size={22} />}
      title={t('contact.title')}
      description={t('contact.description')}
      kind="inquiry"
    >
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        data-testid="inquiry-form"
      >
        <Select
          id={fieldId('category')}
          name="category"
          label={t('form.category')}
          required
          placeholder={t('form.categoryPlaceholder')}
          options={INQUIRY_CATEGORIES.map((value) => ({ value, label: t(`form.categories.${value}`) }))}
          value={values.category}
          onChange={(event) => setValue('category', event.target.value)}
          error={fieldMessage(t, errors.category)}
        />
        <TextField
          id={fieldId('title')}
          name="title"
          label={t('form.title')}
          required
          maxLength={LIMITS.inquiry.titleMax}
          showCount
          placeholder={t('form.titlePlaceholder')}
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
          placeholder={t('form.contentPlaceholder')}
          value={values.content}
          onChange={(event) => setValue('content', event.target.value)}
          error={fieldMessage(t, errors.content)}
        />
        <div className={styles.row}>
          <TextField
            id={fieldId('name')}
            name="name"
            label={t('form.name')}
            required
            maxLength={50}
            autoComplete="name"
            value={values.name}
            onChange={(event) => setValue('name', event.target.value)}
            error={fieldMessage(t, errors.name)}
          />
          <TextField
            id={fieldId('email')}
            name="email"
            type="email"
            label={t('form.email')}
            required
            maxLength={LIMITS.email.max}
            autoComplete="email"
            inputMode="email"
            hint={t('form.emailHint')}
            value={values.email}
            onChange={(event) => setValue('email', event.target.value)}
            error={fieldMessage(t, errors.email)}
          />
        </div>
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
