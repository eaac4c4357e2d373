import { type Gender, normalizeDigits, type Profile } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { Button, Checkbox } from '../../../ui/index.js';
import { useChangeProfile } from '../api/use-change-profile.js';
import { useAccountForm } from '../hooks/use-account-form.js';
import { useApiError } from '../hooks/use-api-error.js';
import { useGenders } from '../hooks/use-genders.js';
import formStyles from './Form.module.css';
import { FormAlert } from './FormAlert.js';
import { PersonalFields, personalRules } from './PersonalFields.js';

interface ProfileDetailsFormProps {
  userId: number;
  profile: Profile | undefined;
  /** Also edits the marketing consent (the /modify section; not the forced update). */
  withMarketing?: boolean;
  onDone: () => void;
  autoFocus?: boolean;
  layout?: 'page' | 'section';
}

/** Name, birth date, gender (and marketing consent): PUT /change/profile/{userId}, then POST /session. */
export function ProfileDetailsForm({
  userId,
  profile,
  withMarketing = false,
  onDone,
  autoFocus = false,
  layout = 'page',
}: ProfileDetailsFormProps) {
  const { t } = useTranslation('account');
  const offered = useGenders();
  // a "no answer" given in Japanese stays selectable in the other languages
  const genders =
    profile?.gender === 'none' && !offered.includes('none') ? [...offered, 'none' as const] : offered;
  const change = useChangeProfile();
  const form = useAccountForm(
    () => ({
      name: profile?.name ?? '',
      birthDate: profile?.birthDate ?? '',
      gender: profile?.gender ?? '',
      marketing: profile?.marketingAgreed ?? false,
    }),
    personalRules(genders),
  );
  const submitError = useApiError(form);

  const submit = form.handleSubmit((values) => {
    submitError.clear();
    change.mutate(
      {
        userId,
        name: values.name.trim(),
        birthDate: normalizeDigits(values.birthDate),
        gender: values.gender as Gender,
        ...(withMarketing ? { marketing: values.marketing } : {}),
      },
      { onSuccess: onDone, onError: (error) => submitError.handle(error) },
    );
  });

  return (
    <form className={formStyles.form} noValidate onSubmit={submit} data-testid="profile-form">
      <FormAlert message={submitError.alert} />
      <PersonalFields form={form} genders={genders} autoFocus={autoFocus} />
      {withMarketing && (
        <Checkbox
          id={form.fieldId('marketing')}
          checked={form.values.marketing}
          onChange={(event) => form.setValue('marketing', event.target.checked)}
          label={t('fields.marketing')}
          hint={t('fields.marketingHint')}
        />
      )}
      <div className={layout === 'page' ? formStyles.actions : formStyles.actionsRow}>
        <Button type="submit" size="lg" block={layout === 'page'} loading={change.isPending}>
          {t('common.save')}
        </Button>
      </div>
    </form>
  );
}
