import { LIMITS, normalizeDigits, required, validateBirthDate } from '@kickoff/contract';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { Button, TextField, useToast } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import { useActivate } from '../api/use-activate.js';
import { firstIssue, useAccountForm } from '../hooks/use-account-form.js';
import { useApiError } from '../hooks/use-api-error.js';
import { AccountCard, AccountColumn } from './AccountCard.js';
import formStyles from './Form.module.css';
import { FormAlert, FormNotice } from './FormAlert.js';
import { birthDigits } from './PersonalFields.js';
import { RequireMember } from './RequireMember.js';

/**
 * /account/activate (status 21): the account went dormant after a year without use; the member proves who
 * they are with name and birth date (PUT /activate/account; 400 PROFILE_MISMATCH), then POST /session → '/'.
 */
export function Activate() {
  return <RequireMember>{() => <ActivateCard />}</RequireMember>;
}

function ActivateCard() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const toast = useToast();
  const activate = useActivate();
  const form = useAccountForm(
    { name: '', birthDate: '' },
    {
      name: ({ name }) => firstIssue(required(name)),
      birthDate: ({ birthDate }) => firstIssue(validateBirthDate(birthDate, new Date())),
    },
  );
  const submitError = useApiError(form);

  const submit = form.handleSubmit(({ name, birthDate }) => {
    submitError.clear();
    activate.mutate(
      { name: name.trim(), birthDate: normalizeDigits(birthDate) },
      {
        onSuccess: () => {
          toast.success(t('activate.done'));
          navigate('/', { replace: true });
        },
        onError: (error) => submitError.handle(error),
      },
    );
  });

  return (
    <Page narrow>
      <AccountColumn>
        <AccountCard title={t('activate.title')} description={t('activate.description')}>
          <form className={formStyles.form} noValidate onSubmit={submit} data-testid="activate-form">
            <FormNotice>{t('activate.notice')}</FormNotice>
            <FormAlert message={submitError.alert} />
            <TextField
              {...form.text('name')}
              label={t('fields.name')}
              required
              autoFocus
              autoComplete="name"
              maxLength={LIMITS.name.enteredMax}
            />
            <TextField
              {...form.text('birthDate')}
              onChange={(event) => form.setValue('birthDate', birthDigits(event.target.value))}
              label={t('fields.birthDate')}
              required
              inputMode="numeric"
              autoComplete="bday"
              placeholder={t('fields.birthDatePlaceholder')}
              hint={t('fields.birthDateHint', { minAge: LIMITS.birthDate.minAge })}
            />
            <div className={formStyles.actions}>
              <Button type="submit" size="lg" block loading={activate.isPending}>
                {t('activate.submit')}
              </Button>
            </div>
          </form>
        </AccountCard>
      </AccountColumn>
    </Page>
  );
}
