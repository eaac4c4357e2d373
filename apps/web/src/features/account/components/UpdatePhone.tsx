import { LIMITS, maskPhone } from '@kickoff/contract';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { LoadingBlock, useToast } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import { useProfile } from '../api/use-profile.js';
import { useUpdatePhone } from '../api/use-update-phone.js';
import { useVerifyPhoneCode } from '../api/use-verify-phone-code.js';
import { nextPath } from '../hooks/next-path.js';
import { AccountCard, AccountColumn } from './AccountCard.js';
import { type CodeState, CodeVerification, emptyCodeState } from './CodeVerification.js';
import formStyles from './Form.module.css';
import { RequireMember } from './RequireMember.js';

/**
 * /account/update_phone: the new phone (it must differ), an SMS code (purpose update), verify,
 * PUT /phone/byCode, POST /session, then back to /user (or `?next=`).
 */
export function UpdatePhone() {
  return <RequireMember>{() => <UpdatePhoneForm />}</RequireMember>;
}

function UpdatePhoneForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const next = nextPath(params, '/user');
  const profile = useProfile();
  const verify = useVerifyPhoneCode();
  const update = useUpdatePhone();
  const [code, setCode] = useState<CodeState>(emptyCodeState);
  const current = profile.data?.phone ?? null;

  return (
    <Page narrow>
      <AccountColumn>
        <AccountCard title={t('updatePhone.title')} description={t('updatePhone.description')}>
          {profile.isPending ? (
            <LoadingBlock minHeight="160px" />
          ) : (
            <div className={formStyles.stack}>
              {current && (
                <p className={formStyles.current}>
                  {t('updatePhone.current')} <strong>{maskPhone(current)}</strong>
                </p>
              )}
              <CodeVerification
                kind="phone"
                purpose="update"
                state={code}
                onStateChange={setCode}
                current={current}
                label={t('fields.newPhone')}
                hint={t('code.phoneLimit', { count: LIMITS.phoneCodesPerDay })}
                verifyPending={verify.isPending || update.isPending}
                submitLabel={t('updatePhone.submit')}
                onVerify={async ({ codeId, code: digits }) => {
                  await verify.mutateAsync({ phoneCodeId: codeId, code: digits });
                  await update.mutateAsync(codeId);
                  toast.success(t('updatePhone.done'));
                  navigate(next, { replace: true });
                }}
              />
            </div>
          )}
        </AccountCard>
        <ul className={formStyles.links}>
          <li>
            <Link to={next}>{t('common.cancel')}</Link>
          </li>
        </ul>
      </AccountColumn>
    </Page>
  );
}
