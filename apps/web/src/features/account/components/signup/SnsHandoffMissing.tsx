import { useTranslation } from '../../../../i18n/react.js';
import { AlertIcon } from '../../../../ui/icons.js';
import { ButtonLink } from '../../../../ui/index.js';
import { AccountCard } from '../AccountCard.js';

/** A social sign-up page opened without the /oauth hand-off (expired tab, direct link). */
export function SnsHandoffMissing() {
  const { t } = useTranslation('account');
  return (
    <AccountCard
      headingLevel={2}
      icon={<AlertIcon size={22} />}
      title={t('signup.sns.missingTitle')}
      description={t('signup.sns.missingText')}
      testId="sns-missing"
    >
      <ButtonLink to="/intro" size="lg" block>
        {t('common.toLogin')}
      </ButtonLink>
    </AccountCard>
  );
}
