import { Outlet, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../../../i18n/react.js';
import { Stepper } from '../../../../ui/index.js';
import { Page } from '../../../../ui/Page.js';
import { SignupProvider } from '../../hooks/signup-context.js';
import { modeOfStep, SIGNUP_STEPS, stepOfPath } from '../../hooks/signup-steps.js';
import { AccountColumn } from '../AccountCard.js';
import styles from './Signup.module.css';

/** /account/signup and its steps: the wizard's state, the page heading and the stepper around each step. */
export function SignupLayout() {
  return (
    <SignupProvider>
      <SignupFrame />
    </SignupProvider>
  );
}

function SignupFrame() {
  const { t } = useTranslation('account');
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const step = stepOfPath(pathname);
  const mode = modeOfStep(step, params.get('sns') === '1');
  const steps = SIGNUP_STEPS[mode];
  return (
    <Page narrow>
      <AccountColumn>
        <div className={styles.top}>
          <h1 className={styles.pageTitle}>{t(mode === 'sns' ? 'signup.snsTitle' : 'signup.title')}</h1>
          <Stepper
            ariaLabel={t('signup.stepsLabel')}
            current={Math.max(0, steps.indexOf(step))}
            steps={steps.map((key) => ({ key, label: t(`signup.steps.${key}`) }))}
          />
        </div>
        <Outlet />
      </AccountColumn>
    </Page>
  );
}
