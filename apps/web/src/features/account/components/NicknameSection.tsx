import { formatDate, isLocale, LIMITS, type Profile, validateNickname } from '@kickoff/contract';
import { useState } from 'react';
import { errorCode, errorMessage } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button, useToast } from '../../../ui/index.js';
import { useChangeNickname } from '../api/use-change-nickname.js';
import type { NicknameHold } from '../api/use-check-nickname.js';
import { firstIssue, useAccountForm } from '../hooks/use-account-form.js';
import { useApiError } from '../hooks/use-api-error.js';
import formStyles from './Form.module.css';
import { FormAlert, FormNotice } from './FormAlert.js';
import { Section } from './ModifySection.js';
import { holdCovers, NicknameField } from './NicknameField.js';

const NICKNAME_ERRORS = new Set([
  'NICKNAME_IN_USE',
  'NICKNAME_NOT_ALLOWED',
  'NICKNAME_BUSY',
  'NICKNAME_CHECK_REQUIRED',
  'NICKNAME_CHANGE_TOO_SOON',
]);

/**
 * The nickname section of /modify: duplicate check, then PUT /change/nickname/{userId}. A nickname can
 * change once every 30 days: until `nicknameChangeableAt` the field is locked and the date is shown.
 */
export function NicknameSection({ userId, profile }: { userId: number; profile: Profile }) {
  const { t, i18n } = useTranslation('account');
  const toast = useToast();
  const locale = isLocale(i18n.language) ? i18n.language : 'ja';
  const change = useChangeNickname();
  const [hold, setHold] = useState<NicknameHold | null>(null);
  const lockedUntil =
    profile.nicknameChangeableAt && Date.parse(profile.nicknameChangeableAt) > Date.now()
      ? formatDate(profile.nicknameChangeableAt, locale)
      : null;
  const form = useAccountForm(
    { nickname: '' },
    {
      nickname: ({ nickname }) =>
        firstIssue(validateNickname(nickname)) ??
        (holdCovers(hold, nickname) ? null : { key: 'account:nickname.checkRequired' }),
    },
  );
  const submitError = useApiError(form);
  const field = form.text('nickname');

  const submit = form.handleSubmit(({ nickname }) => {
    if (!holdCovers(hold, nickname)) return;
    submitError.clear();
    change.mutate(
      { userId, nickname: hold.nickname, checkToken: hold.checkToken },
      {
        onSuccess: () => {
          toast.success(t('modify.nicknameDone', { nickname: hold.nickname }));
          setHold(null);
          form.reset({ nickname: '' });
        },
        onError: (error) => {
          const code = errorCode(error) ?? '';
          if (code === 'NICKNAME_CHANGE_TOO_SOON' && profile.nicknameChangeableAt) {
            form.setServerError(
              'nickname',
              `${errorMessage(error, t)} ${t('modify.nicknameNext', { date: formatDate(profile.nicknameChangeableAt, locale) })}`,
            );
          } else {
            submitError.handle(error, { fieldOf: (c) => (NICKNAME_ERRORS.has(c) ? 'nickname' : undefined) });
          }
          if (NICKNAME_ERRORS.has(code)) setHold(null);
        },
      },
    );
  });

  return (
    <Section
      id="nickname"
      title={t('modify.nickname')}
      text={t('modify.nicknameText', { days: LIMITS.nickname.changeAfterDays })}
    >
      <form className={formStyles.form} noValidate onSubmit={submit} data-testid="nickname-form">
        <p className={formStyles.current}>
          {t('modify.currentNickname')} <strong>{profile.nickname ?? '-'}</strong>
        </p>
        {lockedUntil && (
          <FormNotice testId="nickname-locked">{t('modify.nicknameNext', { date: lockedUntil })}</FormNotice>
        )}
        <FormAlert message={submitError.alert} />
        <NicknameField
          id={field.id}
          value={field.value}
          onChange={(value) => form.setValue('nickname', value)}
          onBlur={field.onBlur}
          error={field.error}
          hold={hold}
          onHold={setHold}
          current={profile.nickname}
          disabled={lockedUntil !== null}
        />
        <div className={formStyles.actionsRow}>
          <Button type="submit" size="lg" loading={change.isPending} disabled={lockedUntil !== null}>
            {t('modify.nicknameSubmit')}
          </Button>
        </div>
      </form>
    </Section>
  );
}
