import {
  type Gender,
  LIMITS,
  normalizeDigits,
  required,
  validateBirthDate,
  validateName,
} from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { Select, TextField } from '../../../ui/index.js';
import { type AccountForm, type FieldIssue, firstIssue } from '../hooks/use-account-form.js';
import styles from './Form.module.css';
import { typingRoom } from './typing-room.js';

type PersonalValues = { name: string; birthDate: string; gender: string };

/** The rules of name (2–15), birth date (YYYYMMDD, 14 to 130 years old) and gender (one of those offered). */
export function personalRules(genders: readonly Gender[], today: () => Date = () => new Date()) {
  return {
    name: ({ name }: PersonalValues): FieldIssue | null => firstIssue(validateName(name)),
    birthDate: ({ birthDate }: PersonalValues): FieldIssue | null =>
      firstIssue(validateBirthDate(birthDate, today())),
    gender: ({ gender }: PersonalValues): FieldIssue | null =>
      firstIssue(required(gender)) ??
      ((genders as readonly string[]).includes(gender) ? null : { key: 'validation:required' }),
  };
}

/** Keeps the 8 digits of a birth date as typed (full-width digits folded, separators dropped). */
export const birthDigits = (value: string) => normalizeDigits(value).replace(/\D/g, '').slice(0, 8);

interface PersonalFieldsProps<V extends PersonalValues> {
  form: AccountForm<V>;
  genders: readonly Gender[];
  autoFocus?: boolean;
}

/** Name, birth date and gender: sign-up details, the forced detail update and the profile edit. */
export function PersonalFields<V extends PersonalValues>({
  form,
  genders,
  autoFocus = false,
}: PersonalFieldsProps<V>) {
  const { t } = useTranslation('account');
  const birth = form.text('birthDate');
  return (
    <>
      <TextField
        {...form.text('name')}
        label={t('fields.name')}
        required
        autoFocus={autoFocus}
        autoComplete="name"
        maxLength={typingRoom(LIMITS.name.max)}
        placeholder={t('fields.namePlaceholder')}
      />
      <div className={styles.row}>
        <TextField
          {...birth}
          onChange={(event) => form.setValue('birthDate', birthDigits(event.target.value) as V['birthDate'])}
          label={t('fields.birthDate')}
          required
          inputMode="numeric"
          autoComplete="bday"
          placeholder={t('fields.birthDatePlaceholder')}
          hint={t('fields.birthDateHint', { minAge: LIMITS.birthDate.minAge })}
        />
        <Select
          {...form.text('gender')}
          label={t('fields.gender')}
          required
          placeholder={true}
          options={genders.map((g) => ({ value: g, label: t(`gender.${g}`) }))}
        />
      </div>
    </>
  );
}
