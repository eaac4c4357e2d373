import type { InquiryCreated } from '@kickoff/contract';
import { type ReactNode, useState } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { Button } from '../../../ui/index.js';
import type { FormValues, InquiryFormState } from '../hooks/use-inquiry-form.js';
import { useSubmitError } from '../hooks/use-submit-error.js';
import { FormAlert, InquiryLayout, PrivacyAgreement } from './InquiryLayout.js';
import styles from './InquiryLayout.module.css';
import { InquirySuccess } from './InquirySuccess.js';

/** The send of a form: the POST's mutation (react-query), whatever the body. */
interface SendMutation<Body> {
  isPending: boolean;
  reset: () => void;
  mutate: (
    body: Body,
    options: { onSuccess: (created: InquiryCreated) => void; onError: (error: unknown) => void },
  ) => void;
}

export interface InquiryFormFrameProps<
  V extends FormValues & { agreePrivacy: boolean },
  Body extends { email: string },
> {
  kind: 'inquiry' | 'cooperation';
  icon: ReactNode;
  title: string;
  description: string;
  form: InquiryFormState<V, Body>;
  send: SendMutation<Body>;
  /** The form's own fields, above the privacy agreement. */
  children: ReactNode;
}

/**
 * What the inquiry and cooperation forms share: the card, the privacy agreement, the send with its errors
 * (on the fields or above the button), and the thank-you screen that offers another one.
 */
export function InquiryFormFrame<
  V extends FormValues & { agreePrivacy: boolean },
  Body extends { email: string },
>({ kind, icon, title, description, form, send, children }: InquiryFormFrameProps<V, Body>) {
  const { t } = useTranslation('help');
  const [sent, setSent] = useState<{ created: InquiryCreated; email: string } | null>(null);
  const submitError = useSubmitError(form.applyServerFields);

  if (sent) {
    return (
      <InquirySuccess
        kind={kind}
        created={sent.created}
        email={sent.email}
        onAnother={() => {
          form.reset();
          send.reset();
          setSent(null);
        }}
      />
    );
  }

  const onValid = (body: Body) => {
    submitError.clear();
    send.mutate(body, {
      onSuccess: (created) => setSent({ created, email: body.email }),
      onError: submitError.handle,
    });
  };
  const agreement = form.bind('agreePrivacy');

  return (
    <InquiryLayout icon={icon} title={title} description={description} kind={kind}>
      <form
        className={styles.form}
        noValidate
        onSubmit={form.handleSubmit(onValid)}
        data-testid={`${kind}-form`}
      >
        {children}
        <PrivacyAgreement
          id={agreement.id}
          checked={form.values.agreePrivacy}
          onChange={(checked) => form.setValue('agreePrivacy', checked as V['agreePrivacy'])}
          error={agreement.error}
        />
        <FormAlert message={submitError.message} />
        <div className={styles.submitRow}>
          <Button type="submit" size="lg" loading={send.isPending} className={styles.submit}>
            {t('form.submit')}
          </Button>
        </div>
      </form>
    </InquiryLayout>
  );
}
