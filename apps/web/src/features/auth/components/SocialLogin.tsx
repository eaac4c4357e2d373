import { SNS_PROVIDERS, type SnsProvider } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';
import { authorizeUrl } from '../api/oauth.js';
import { useOAuthProviders } from '../api/use-oauth-providers.js';
import { rememberSnsAutoLogin } from '../storage.js';
import { ProviderMark } from './ProviderMark.js';
import styles from './SocialLogin.module.css';

interface SocialLoginProps {
  /** Where the member returns after the round trip (kept by the server with the state). */
  returnTo: string;
  /** The auto-login box, carried across the round trip to the provider. */
  autoLogin: boolean;
}

/**
 * The social-login buttons (spec §1): only the providers GET /oauth/providers lists, in the spec's
 * order; none (or a failed call) hides the section. Each is a plain link: the browser leaves for the
 * provider through /api/v2/oauth/<p>/authorize and comes back to /oauth.
 */
export function SocialLogin({ returnTo, autoLogin }: SocialLoginProps) {
  const { t } = useTranslation('auth');
  const { data } = useOAuthProviders();
  const offered = SNS_PROVIDERS.filter((provider) => data?.includes(provider));
  if (offered.length === 0) return null;
  return (
    <div className={styles.root}>
      <p className={styles.divider}>
        <span>{t('login.or')}</span>
      </p>
      <ul className={styles.list} aria-label={t('login.snsLabel')} data-count={offered.length}>
        {offered.map((provider) => (
          <li key={provider}>
            <ProviderLink provider={provider} returnTo={returnTo} autoLogin={autoLogin} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function ProviderLink({ provider, returnTo, autoLogin }: { provider: SnsProvider } & SocialLoginProps) {
  const { t } = useTranslation('auth');
  const name = t(`providers.${provider}`);
  return (
    <a
      href={authorizeUrl(provider, returnTo)}
      className={`${styles.button} ${styles[provider]}`}
      title={t('login.snsButton', { provider: name })}
      onClick={() => rememberSnsAutoLogin(autoLogin)}
    >
      <ProviderMark provider={provider} className={styles.mark} />
      {/* the name is the full phrase, which contains the visible one (WCAG 2.5.3, in every language) */}
      <span className={styles.name} aria-hidden="true">
        {name}
      </span>
      <span className="visually-hidden">{t('login.snsButton', { provider: name })}</span>
    </a>
  );
}
