import { USER_STATUS } from '@kickoff/contract';
import { useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { useToast } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import { hasStatus } from '../hooks/member-status.js';
import { AccountCard, AccountColumn } from './AccountCard.js';
import { ChangePasswordForm } from './ChangePasswordForm.js';
import formStyles from './Form.module.css';
import { FormNotice } from './FormAlert.js';
import { RequireMember } from './RequireMember.js';

/**
 * /account/change_pwd: forced for status 6 (the layout sends the member here) and also reachable normally.
 * Afterwards POST /session and '/', keeping `code=true` (the TV check at / reads it).
 */
export function ChangePasswordPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  return (
    <RequireMember>
      {(user) => {
        const forced = hasStatus(user, USER_STATUS.MUST_CHANGE_PASSWORD);
        return (
          <Page narrow>
            <AccountColumn>
              <AccountCard
                title={user.hasPassword ? t('changePwd.title') : t('changePwd.titleSet')}
                description={user.hasPassword ? t('changePwd.description') : t('changePwd.descriptionSet')}
              >
                <div className={formStyles.stack}>
                  {forced && <FormNotice testId="forced-notice">{t('changePwd.forced')}</FormNotice>}
                  <ChangePasswordForm
                    userId={user.userId}
                    hasPassword={user.hasPassword}
                    autoFocus
                    onDone={() => {
                      toast.success(t('changePwd.done'));
                      navigate(params.get('code') === 'true' ? '/?code=true' : '/', { replace: true });
                    }}
                  />
                </div>
              </AccountCard>
            </AccountColumn>
          </Page>
        );
      }}
    </RequireMember>
  );
}
