import { formatDate, isLocale, LIMITS } from '@kickoff/contract';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorCode } from '../../../core/error-message.js';
import { useTranslation } from '../../../i18n/react.js';
import { Button, ButtonLink } from '../../../ui/index.js';
import { Page } from '../../../ui/Page.js';
import { type FoundAccounts, useFindEmail } from '../api/use-find-email.js';
import { useVerifyPhoneCode } from '../api/use-verify-phone-code.js';
import { AccountCard, AccountColumn } from './AccountCard.js';
import { type CodeState, CodeVerification, emptyCodeState } from './CodeVerification.js';
import styles from './FindEmail.module.css';
import formStyles from './Form.module.css';
import { FormNotice } from './FormAlert.js';

/**
 * /account/find_email: the phone, an SMS code (POST /phoneCodes purpose findEmail, at most 5 a day),
 * then the accounts on that phone (POST /phoneCodes/findEmail), e-mails starred.
 */
export function FindEmail() {
  const { t } = useTranslation('account');
  const verify = useVerifyPhoneCode();
  const find = useFindEmail();
  const [code, setCode] = useState<CodeState>(emptyCodeState);
  const [result, setResult] = useState<FoundAccounts | 'none' | null>(null);

  const again = () => {
    setCode(emptyCodeState());
    setResult(null);
  };

  return (
    <Page narrow>
      <AccountColumn>
        {result === null ? (
          <AccountCard title={t('findEmail.title')} description={t('findEmail.description')}>
            <CodeVerification
              kind="phone"
              purpose="findEmail"
              state={code}
              onStateChange={setCode}
              hint={t('code.phoneLimit', { count: LIMITS.phoneCodesPerDay })}
              verifyPending={verify.isPending || find.isPending}
              submitLabel={t('findEmail.submit')}
              onVerify={async ({ codeId, code: digits }) => {
                await verify.mutateAsync({ phoneCodeId: codeId, code: digits });
                try {
                  setResult(await find.mutateAsync({ phoneCodeId: codeId }));
                } catch (error) {
                  if (errorCode(error) !== 'ACCOUNT_NOT_FOUND') throw error;
                  setResult('none');
                }
              }}
            />
          </AccountCard>
        ) : result === 'none' ? (
          <AccountCard title={t('findEmail.title')} testId="find-email-none">
            <div className={formStyles.form}>
              <FormNotice>{t('findEmail.notFound')}</FormNotice>
              <div className={formStyles.actions}>
                <ButtonLink to="/account/signup" size="lg" block>
                  {t('common.signup')}
                </ButtonLink>
                <Button variant="secondary" size="lg" block onClick={again}>
                  {t('findEmail.again')}
                </Button>
              </div>
            </div>
          </AccountCard>
        ) : (
          <FoundList found={result} onAgain={again} />
        )}
        <ul className={formStyles.links}>
          <li>
            <Link to="/account/find_pwd">{t('findPwd.title')}</Link>
          </li>
          <li>
            <Link to="/intro">{t('common.login')}</Link>
          </li>
        </ul>
      </AccountColumn>
    </Page>
  );
}

function FoundList({ found, onAgain }: { found: FoundAccounts; onAgain: () => void }) {
  const { t, i18n } = useTranslation('account');
  const locale = isLocale(i18n.language) ? i18n.language : 'ja';
  return (
    <AccountCard
      title={t('findEmail.resultTitle')}
      description={t('findEmail.resultText', { phone: found.phone, count: found.accounts.length })}
      testId="find-email-result"
    >
      <ul className={styles.accounts}>
        {found.accounts.map((account) => (
          <li key={`${account.email}-${account.createdAt}`} className={styles.account}>
            <span className={styles.email}>{account.email}</span>
            <span className={styles.meta}>
              {t('findEmail.createdAt', { date: formatDate(account.createdAt, locale) })}
              {account.sns && <span className={styles.sns}>{t('findEmail.sns')}</span>}
            </span>
          </li>
        ))}
      </ul>
      <div className={formStyles.actions}>
        <ButtonLink to="/intro" size="lg" block autoFocus>
          {t('common.login')}
        </ButtonLink>
        <ButtonLink to="/account/find_pwd" variant="secondary" size="lg" block>
          {t('findPwd.title')}
        </ButtonLink>
        <Button variant="ghost" block onClick={onAgain}>
          {t('findEmail.again')}
        </Button>
      </div>
    </AccountCard>
  );
}
