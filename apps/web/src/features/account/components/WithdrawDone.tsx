import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, useLocation } from 'react-router';
import { storeSession } from '../../../core/session.js';
import { useTranslation } from '../../../i18n/react.js';
import { CheckCircleIcon } from '../../../ui/icons.js';
import { ButtonLink } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import { accountKeys } from '../api/account-keys.js';
import { AccountCard, AccountColumn } from './AccountCard.js';
import { clearReauth } from './ReauthGate.js';

/**
 * /withdraw/user: "withdrawal complete". The account is gone on the server; here the client lets go of the
 * session too (after the page is entered, so a session guard on the way in still sees the member).
 */
export function WithdrawDone() {
  const { t } = useTranslation('account');
  const queryClient = useQueryClient();
  const { state } = useLocation();
  const withdrawn = (state as { withdrawn?: boolean } | null)?.withdrawn === true;

  useEffect(() => {
    if (!withdrawn) return;
    clearReauth();
    queryClient.removeQueries({ queryKey: accountKeys.profile() });
    storeSession(queryClient, null);
  }, [withdrawn, queryClient]);

  if (!withdrawn) return <Navigate to="/" replace />;
  return (
    <Page narrow>
      <AccountColumn>
        <AccountCard
          icon={<CheckCircleIcon size={22} />}
          title={t('withdraw.doneTitle')}
          description={
            <>
              <p>{t('withdraw.doneText')}</p>
              <p>{t('withdraw.doneThanks')}</p>
            </>
          }
          testId="withdraw-done"
        >
          <ButtonLink to="/intro" size="lg" block>
            {t('withdraw.toTop')}
          </ButtonLink>
        </AccountCard>
      </AccountColumn>
    </Page>
  );
}
