import {
  type Gender,
  LIMITS,
  normalizeDigits,
  type SignupBody,
  validateNickname,
  validatePhone,
} from '@kickoff/contract';
import { type ReactNode, useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorCode } from '../../../../core/error-message.js';
import { useTranslation } from '../../../../i18n/react.js';
import { Button, ButtonLink, TextField } from '../../../../ui/index.js';
import { useSignup } from '../../api/use-signup.js';
import { useSignupState } from '../../hooks/signup-context.js';
import { emptyDetails, type SignupMode } from '../../hooks/signup-draft.js';
import { signupPath } from '../../hooks/signup-steps.js';
import { firstIssue, useAccountForm } from '../../hooks/use-account-form.js';
import { useApiError } from '../../hooks/use-api-error.js';
import { useGenders } from '../../hooks/use-genders.js';
import { AccountCard } from '../AccountCard.js';
import formStyles from '../Form.module.css';
import { FormAlert } from '../FormAlert.js';
import { holdCovers, NicknameField } from '../NicknameField.js';
import { PersonalFields, personalRules } from '../PersonalFields.js';

const NICKNAME_ERRORS = new Set([
  'NICKNAME_IN_USE',
  'NICKNAME_NOT_ALLOWED',
  'NICKNAME_BUSY',
  'NICKNAME_CHECK_REQUIRED',
]);

/**
 * /account/signup/detail and /sns_detail: name, birth date, gender, phone and the checked nickname, then
 * POST /accounts (with the verified e-mail code and password, or the social token and snsCodeId). The
 * answer logs the member in.
 */
export function DetailStep({ mode }: { mode: SignupMode }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const { draft, update, password, setPassword, sns, setSns } = useSignupState();
  const genders = useGenders();
  const signup = useSignup();
  const hold = draft.nicknameHold;
  const form = useAccountForm(
    () => ({
      ...draft.details,
      name: draft.details.name || (mode === 'sns' ? (sns?.name ?? '') : ''),
    }),
    {
      ...personalRules(genders),
      phone: ({ phone }) => firstIssue(validatePhone(phone)),
      nickname: ({ nickname }) =>
        firstIssue(validateNickname(nickname)) ??
        (holdCovers(hold, nickname) ? null : { key: 'account:nickname.checkRequired' }),
    },
  );
  const submitError = useApiError(form);
  const { values } = form;

  // the details survive a reload (session storage), like the rest of the wizard
  useEffect(() => update({ details: values }), [values, update]);

  const redo = (to: string, label: string, reset: () => void): ReactNode => (
    <Link to={to} className={formStyles.inlineLink} onClick={reset}>
      {label}
    </Link>
  );

  const actionOf = (code: string): ReactNode => {
    if (code === 'TERMS_NOT_AGREED') {
      return redo(signupPath('terms', mode), t('signup.detail.redoTerms'), () =>
        update({ agreements: null }),
      );
    }
    if (code === 'SNS_TOKEN_INVALID' || code === 'SNS_ALREADY_LINKED') {
      return redo('/intro', t('common.toLogin'), () => setSns(null));
    }
    if (code.startsWith('EMAIL_CODE_') || code === 'EMAIL_IN_USE') {
      return mode === 'email'
        ? redo(signupPath('code', 'email'), t('signup.detail.redoEmail'), () =>
            update({ verifiedEmail: null, emailCodeId: null, codeExpiresAt: null }),
          )
        : redo(signupPath('sns_account', 'sns'), t('signup.detail.redoEmail'), () =>
            setSns(sns ? { ...sns, verifiedEmail: undefined, snsCodeId: undefined } : null),
          );
    }
    return null;
  };

  const submit = form.handleSubmit((v) => {
    if (!draft.agreements || !holdCovers(hold, v.nickname)) return;
    submitError.clear();
    const credentials =
      mode === 'email'
        ? { emailCodeId: draft.emailCodeId ?? 0, password: password ?? '', passwordConfirm: password ?? '' }
        : { sns: { accessToken: sns?.accessToken ?? '', snsCodeId: sns?.snsCodeId ?? 0 } };
    const body: SignupBody = {
      agreements: draft.agreements,
      name: v.name.trim(),
      birthDate: normalizeDigits(v.birthDate),
      gender: v.gender as Gender,
      phone: v.phone.trim(),
      nickname: v.nickname,
      nicknameCheckToken: hold.checkToken,
      ...credentials,
    };
    signup.mutate(body, {
      onSuccess: (user) => {
        update({
          completed: { nickname: user.nickname ?? v.nickname },
          details: emptyDetails(),
          nicknameHold: null,
          email: '',
          emailCodeId: null,
          codeExpiresAt: null,
          verifiedEmail: null,
        });
        setPassword(null);
        if (mode === 'sns') setSns(null);
        navigate(signupPath(mode === 'sns' ? 'sns_complete' : 'complete', mode), { replace: true });
      },
      onError: (error) => {
        submitError.handle(error, {
          fieldOf: (code) => (NICKNAME_ERRORS.has(code) ? 'nickname' : undefined),
          actionOf,
        });
        if (NICKNAME_ERRORS.has(errorCode(error) ?? '')) update({ nicknameHold: null });
      },
    });
  });

  const nickname = form.text('nickname');
  return (
    <AccountCard
      headingLevel={2}
      title={t('signup.detail.title')}
      description={t('signup.detail.description')}
    >
      <form className={formStyles.form} noValidate onSubmit={submit} data-testid="detail-form">
        <FormAlert message={submitError.alert} />
        <PersonalFields form={form} genders={genders} autoFocus />
        <TextField
          {...form.text('phone')}
          label={t('fields.phone')}
          required
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          maxLength={LIMITS.phoneTypedMax}
          placeholder={t('fields.phonePlaceholder')}
          hint={t('fields.phoneHint')}
        />
        <NicknameField
          id={nickname.id}
          value={nickname.value}
          onChange={(value) => form.setValue('nickname', value)}
          onBlur={nickname.onBlur}
          error={nickname.error}
          hold={hold}
          onHold={(next) => update({ nicknameHold: next })}
        />
        <div className={formStyles.actionsRow}>
          <ButtonLink
            to={signupPath(mode === 'sns' ? 'sns_account' : 'account', mode)}
            variant="secondary"
            size="lg"
          >
            {t('common.back')}
          </ButtonLink>
          <Button type="submit" size="lg" loading={signup.isPending}>
            {t('signup.detail.submit')}
          </Button>
        </div>
      </form>
    </AccountCard>
  );
}
