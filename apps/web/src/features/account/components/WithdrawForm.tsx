import { LIMITS, type Profile, required, WITHDRAW_REASONS } from '@kickoff/contract';
import { useNavigate } from 'react-router';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { AlertIcon } from '../../../ui/icons.js';
import {
  Button,
  ButtonLink,
  Checkbox,
  PasswordField,
  Select,
  TextArea,
  useConfirm,
} from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import { useCheckPassword } from '../api/use-check-password.js';
import { useProfile } from '../api/use-profile.js';
import { useWithdraw, type WithdrawReason } from '../api/use-withdraw.js';
import { firstIssue, useAccountForm } from '../hooks/use-account-form.js';
import { useApiError } from '../hooks/use-api-error.js';
import { AccountCard, AccountColumn } from './AccountCard.js';
import formStyles from './Form.module.css';
import { FormAlert } from './FormAlert.js';
import styles from './MemberPages.module.css';
import { RequireMember } from './RequireMember.js';

/** What goes with the account (spec §2 withdrawal). */
const LOSSES = ['passes', 'favorites', 'history', 'nickname'] as const;

/** /withdraw: what is lost, the reason, the password, a last "really?" and DELETE /withdraw. */
export function WithdrawPage() {
  const { t } = useTranslation('account');
  return (
    <RequireMember>
      {() => (
        <Page narrow>
          <AccountColumn>
            <AccountCard title={t('withdraw.title')} description={t('withdraw.description')}>
              <WithdrawBody />
            </AccountCard>
          </AccountColumn>
        </Page>
      )}
    </RequireMember>
  );
}

function WithdrawBody() {
  return <QueryState query={useProfile()}>{(profile) => <WithdrawForm profile={profile} />}</QueryState>;
}

function WithdrawForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { confirm, element: confirmDialog } = useConfirm();
  const checkPassword = useCheckPassword();
  const withdraw = useWithdraw();
  const form = useAccountForm(
    { reason: '', detail: '', password: '', understood: false as boolean },
    {
      reason: ({ reason }) => firstIssue(required(reason)),
      password: ({ password }) => (profile.hasPassword ? firstIssue(required(password)) : null),
      understood: ({ understood }) => (understood ? null : { key: 'account:withdraw.understoodRequired' }),
    },
  );
  const submitError = useApiError(form);
  const pending = checkPassword.isPending || withdraw.isPending;

  const submit = form.handleSubmit(async ({ reason, detail, password }) => {
    submitError.clear();
    try {
      if (profile.hasPassword) await checkPassword.mutateAsync(password);
    } catch (error) {
      submitError.handle(error, {
        fieldOf: (code) => (code === 'PASSWORD_MISMATCH' ? 'password' : undefined),
      });
      return;
    }
    const yes = await confirm({
      title: t('withdraw.confirmTitle'),
      message: t('withdraw.confirmText'),
      yesLabel: t('withdraw.confirmYes'),
      noLabel: t('common.cancel'),
      danger: true,
    });
    if (!yes) return;
    const trimmed = detail.trim();
    withdraw.mutate(
      { reason: reason as WithdrawReason, ...(trimmed ? { detail: trimmed } : {}) },
      {
        onSuccess: () => navigate('/withdraw/user', { replace: true, state: { withdrawn: true } }),
        onError: (error) => submitError.handle(error),
      },
    );
  });

  return (
    <>
      <form className={formStyles.form} noValidate onSubmit={submit} data-testid="withdraw-form">
        <section className={styles.losses} aria-labelledby="withdraw-losses">
          <h2 id="withdraw-losses" className={styles.lossesTitle}>
            <AlertIcon size={18} />
            {t('withdraw.lossesTitle')}
          </h2>
          <ul className={styles.lossesList}>
            {LOSSES.map((key) => (
              <li key={key}>{t(`withdraw.losses.${key}`)}</li>
            ))}
          </ul>
        </section>
        <FormAlert message={submitError.alert} />
        <Select
          {...form.text('reason')}
          label={t('withdraw.reason')}
          required
          autoFocus
          placeholder={t('withdraw.reasonPlaceholder')}
          options={WITHDRAW_REASONS.map((value) => ({ value, label: t(`withdraw.reasons.${value}`) }))}
        />
        <TextArea
          {...form.text('detail')}
          label={t('withdraw.detail')}
          hint={t('withdraw.detailHint')}
          rows={4}
          maxLength={LIMITS.withdrawDetailMax}
          showCount
        />
        {profile.hasPassword && (
          <PasswordField
            {...form.text('password')}
            label={t('fields.currentPassword')}
            hint={t('withdraw.passwordHint')}
            required
            autoComplete="current-password"
            maxLength={LIMITS.password.enteredMax}
          />
        )}
        <Checkbox
          id={form.fieldId('understood')}
          checked={form.values.understood}
          onChange={(event) => form.setValue('understood', event.target.checked)}
          label={t('withdraw.understood')}
          error={form.error('understood')}
        />
        <div className={formStyles.actionsRow}>
          <ButtonLink to="/user" variant="secondary" size="lg">
            {t('common.cancel')}
          </ButtonLink>
          <Button type="submit" variant="danger" size="lg" loading={pending}>
            {t('withdraw.submit')}
          </Button>
        </div>
      </form>
      {confirmDialog}
    </>
  );
}
