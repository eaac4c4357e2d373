import { LIMITS } from '@kickoff/contract';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { AlertIcon, InfoIcon } from '../../../ui/icons.js';
import { Button, Checkbox, PasswordField, TextField, useToast } from '../../../ui/index.js';
import { useIsClient } from '../../../ui/use-is-client.js';
import { useLogin } from '../api/use-login.js';
import { completeLogin } from '../complete-login.js';
import { postLoginAction, returnTargetOf } from '../guards.js';
import { openLivePopup } from '../live-popup.js';
import { loginErrorMessage } from '../login-errors.js';
import { readLoginSettings, writeLoginSettings } from '../storage.js';
import styles from './LoginForm.module.css';
import { SocialLogin } from './SocialLogin.js';

interface FieldErrors {
  email?: string;
  password?: string;
}

/**
 * The login card of /intro (spec §2, §5, §8): e-mail (pre-filled when saved), password with show/hide
 * and the caps-lock warning, auto-login (header snrm) and save-e-mail, the social logins the server
 * offers, and the ways to sign up or recover an account. On success: the session is stored, the
 * first-login rule runs, and the member goes on (status redirect, the kept return target, or home).
 */
export function LoginForm() {
  const { t } = useTranslation(['auth', 'validation', 'errors']);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const loginMutation = useLogin();
  const id = useId();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [autoLogin, setAutoLogin] = useState(false);
  const [saveEmail, setSaveEmail] = useState(false);
  // The choices kept in this browser (the saved e-mail, auto-login) are read where it renders: before
  // the first paint when the app draws the page, just after hydration when the server drew it (it
  // drew the defaults: it cannot read local storage). What was typed or ticked on the server's page
  // before the app ran is in the form, not in the state: it is taken over, and wins over what was saved.
  const formRef = useRef<HTMLFormElement>(null);
  useLayoutEffect(() => {
    const settings = readLoginSettings();
    const field = (name: string) => formRef.current?.elements.namedItem(name) as HTMLInputElement | null;
    const typedPassword = field('password')?.value ?? '';
    setEmail(field('username')?.value || (settings.savedEmail ?? ''));
    if (typedPassword) setPassword(typedPassword);
    setAutoLogin(field('autoLogin')?.checked || settings.autoLogin);
    setSaveEmail(field('saveEmail')?.checked || settings.savedEmail !== null);
  }, []);
  // The server's page (http/prerender.ts) is shown before the app runs: its login button waits for the
  // app, so a press cannot send the form as a plain HTML form.
  const ready = useIsClient();
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);

  const returnTarget = returnTargetOf(params);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (loginMutation.isPending) return;
    const username = email.trim();
    const errors: FieldErrors = {
      email: username ? undefined : t('validation:required'),
      password: password ? undefined : t('validation:required'),
    };
    setFieldErrors(errors);
    setFormError(null);
    if (errors.email || errors.password) {
      (errors.email ? emailRef : passwordRef).current?.focus();
      return;
    }
    loginMutation.mutate(
      { body: { username, password }, remember: autoLogin },
      {
        onSuccess: (user) => {
          writeLoginSettings({ autoLogin, savedEmail: saveEmail ? username : null });
          completeLogin(queryClient, user, params);
          const action = postLoginAction(user, params);
          if (action.kind === 'popup') {
            if (openLivePopup(action.url)) {
              void navigate(action.to, { replace: true });
            } else {
              toast.info(t('auth:login.livePopupBlocked'));
              void navigate(action.url, { replace: true });
            }
            return;
          }
          void navigate(action.to, { replace: true });
        },
        onError: (error) => {
          setFormError(loginErrorMessage(error, t));
          setPassword('');
          passwordRef.current?.focus();
        },
      },
    );
  };

  const titleId = `${id}-title`;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.title}>
          {t('auth:login.title')}
        </h2>
        <p className={styles.subtitle}>{t('auth:login.subtitle')}</p>
      </div>

      {returnTarget && (
        <p className={styles.notice}>
          <InfoIcon size={18} className={styles.noticeIcon} />
          <span>{t('auth:login.returnNotice')}</span>
        </p>
      )}

      <form ref={formRef} className={styles.form} method="post" onSubmit={onSubmit} noValidate>
        {formError && (
          <div className={styles.formError} role="alert">
            <AlertIcon size={18} className={styles.formErrorIcon} />
            <p>{formError}</p>
          </div>
        )}
        <TextField
          ref={emailRef}
          id={`${id}-email`}
          label={t('auth:login.email')}
          type="email"
          name="username"
          autoComplete="username"
          inputMode="email"
          autoCapitalize="off"
          spellCheck={false}
          placeholder={t('auth:login.emailPlaceholder')}
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={fieldErrors.email}
          maxLength={LIMITS.email.max}
        />
        <PasswordField
          ref={passwordRef}
          id={`${id}-password`}
          label={t('auth:login.password')}
          name="password"
          autoComplete="current-password"
          placeholder={t('auth:login.passwordPlaceholder')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={fieldErrors.password}
          maxLength={LIMITS.password.enteredMax}
        />
        <div className={styles.options}>
          <Checkbox
            name="autoLogin"
            label={t('auth:login.autoLogin')}
            checked={autoLogin}
            onChange={(event) => setAutoLogin(event.target.checked)}
          />
          <Checkbox
            name="saveEmail"
            label={t('auth:login.saveEmail')}
            checked={saveEmail}
            onChange={(event) => setSaveEmail(event.target.checked)}
          />
        </div>
        <Button type="submit" size="lg" block loading={loginMutation.isPending} disabled={!ready}>
          {t('auth:login.submit')}
        </Button>
      </form>

      <div className={styles.recover}>
        <Link to="/account/find_email">{t('auth:login.findEmail')}</Link>
        <span className={styles.separator} aria-hidden="true" />
        <Link to="/account/find_pwd">{t('auth:login.findPassword')}</Link>
      </div>

      <SocialLogin returnTo={returnTarget ?? '/'} autoLogin={autoLogin} />

      <div className={styles.signup}>
        <span>{t('auth:login.noAccount')}</span>
        <Link to="/account/signup" className={styles.signupLink}>
          {t('auth:login.signup')}
        </Link>
      </div>
    </section>
  );
}
