import { LIMITS } from '@kickoff/contract';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { useToast } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import { useSendEmailCode } from '../api/use-send-email-code.js';
import { useUpdateEmail } from '../api/use-update-email.js';
import { useVerifyEmailCode } from '../api/use-verify-email-code.js';
import { readUpdateEmail, type UpdateEmailState, writeUpdateEmail } from '../hooks/update-email-storage.js';
import { AccountCard, AccountColumn } from './AccountCard.js';
import { CODE_VALID_MS } from './CodeVerification.js';
import formStyles from './Form.module.css';
import { RequireMember } from './RequireMember.js';
import { VerifyCodeForm } from './VerifyCodeForm.js';

/**
 * /account/update_code: the code sent to the new e-mail; verify, PUT /email/byCode, POST /session, then
 * back where the change started ('/' for the forced update). Without a code under way: /account/update_email.
 */
export function UpdateCode() {
  return <RequireMember>{() => <UpdateCodeForm />}</RequireMember>;
}

function UpdateCodeForm() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const toast = useToast();
  const [state, setState] = useState<UpdateEmailState | null>(readUpdateEmail);
  const verify = useVerifyEmailCode();
  const update = useUpdateEmail();
  const send = useSendEmailCode();
  if (!state) return <Navigate to="/account/update_email" replace />;

  return (
    <Page narrow>
      <AccountColumn>
        <AccountCard
          title={t('updateCode.title')}
          description={t('updateCode.description', { digits: LIMITS.emailCode.digits })}
        >
          <VerifyCodeForm
            key={state.emailCodeId}
            kind="email"
            target={state.email}
            expiresAt={state.expiresAt}
            pending={verify.isPending || update.isPending}
            submitLabel={t('updateCode.submit')}
            onSubmitCode={async (code) => {
              await verify.mutateAsync({ emailCodeId: state.emailCodeId, code });
              await update.mutateAsync(state.emailCodeId);
              writeUpdateEmail(null);
              toast.success(t('updateEmail.done'));
              navigate(state.next, { replace: true });
            }}
            resendPending={send.isPending}
            onResend={async () => {
              const emailCodeId = await send.mutateAsync({ email: state.email, purpose: 'update' });
              const next = { ...state, emailCodeId, expiresAt: Date.now() + CODE_VALID_MS };
              writeUpdateEmail(next);
              setState(next);
            }}
          />
        </AccountCard>
        <ul className={formStyles.links}>
          <li>
            <Link to={`/account/update_email${state.next === '/' ? '' : `?next=${state.next}`}`}>
              {t('updateCode.changeEmail')}
            </Link>
          </li>
        </ul>
      </AccountColumn>
    </Page>
  );
}
