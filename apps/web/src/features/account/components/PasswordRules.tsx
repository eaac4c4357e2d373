import { LIMITS } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { CheckIcon } from '../../../ui/icons.js';
import { cx } from '../../../ui/index.js';
import styles from './PasswordRules.module.css';

/** Printable ASCII without the space (the contract's PASSWORD_CHARS). */
const ALLOWED = /^[\x21-\x7E]*$/;

/** The password rules of spec §5, ticked live as the member types (the same rules validatePassword runs). */
export function passwordRuleStates(value: string) {
  const { min, max } = LIMITS.password;
  return {
    length: value.length >= min && value.length <= max,
    mix: /[A-Za-z]/.test(value) && /[0-9]/.test(value),
    chars: value !== '' && ALLOWED.test(value),
  };
}

export function PasswordRules({ id, value }: { id: string; value: string }) {
  const { t } = useTranslation('account');
  const states = passwordRuleStates(value);
  const rules = [
    { key: 'length', ok: states.length, text: t('password.rules.length', LIMITS.password) },
    { key: 'mix', ok: states.mix, text: t('password.rules.mix') },
    { key: 'chars', ok: states.chars, text: t('password.rules.chars') },
  ];
  return (
    <ul id={id} className={styles.rules} aria-label={t('password.rules.label')} data-testid="password-rules">
      {rules.map((rule) => (
        <li key={rule.key} className={cx(styles.rule, rule.ok && styles.ok)} data-ok={rule.ok}>
          <span className={styles.mark} aria-hidden="true">
            {rule.ok ? <CheckIcon size={12} strokeWidth={3} /> : null}
          </span>
          <span>{rule.text}</span>
          <span className="visually-hidden">
            {rule.ok ? t('password.rules.met') : t('password.rules.notMet')}
          </span>
        </li>
      ))}
    </ul>
  );
}
