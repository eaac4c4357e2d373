import { useNavigate } from 'react-router';
import { QueryState } from '../../../core/QueryState.js';
import { useTranslation } from '../../../i18n/react.js';
import { useToast } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import { useProfile } from '../api/use-profile.js';
import { AccountCard, AccountColumn } from './AccountCard.js';
import formStyles from './Form.module.css';
import { FormNotice } from './FormAlert.js';
import { ProfileDetailsForm } from './ProfileDetailsForm.js';
import { RequireMember } from './RequireMember.js';

/** /account/update_detail (status 11 or 14): name, birth date, gender → PUT /change/profile → POST /session → '/'. */
export function UpdateDetail() {
  return <RequireMember>{(user) => <UpdateDetailCard userId={user.userId} />}</RequireMember>;
}

function UpdateDetailCard({ userId }: { userId: number }) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const toast = useToast();
  const profile = useProfile();
  return (
    <Page narrow>
      <AccountColumn>
        <AccountCard title={t('updateDetail.title')} description={t('updateDetail.description')}>
          <QueryState query={profile} minHeight="200px">
            {(data) => (
              <div className={formStyles.stack}>
                <FormNotice>{t('updateDetail.notice')}</FormNotice>
                <ProfileDetailsForm
                  userId={userId}
                  profile={data}
                  autoFocus
                  onDone={() => {
                    toast.success(t('updateDetail.done'));
                    navigate('/', { replace: true });
                  }}
                />
              </div>
            )}
          </QueryState>
        </AccountCard>
      </AccountColumn>
    </Page>
  );
}
