import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/react.js';
import { useToast } from '../../../ui/index.js';
import { pendingWelcome, usePendingWelcome } from '../complete-login.js';

/** Greets a member on their first login here (spec §4 first-time flag) with a toast, once. */
export function WelcomeGreeting() {
  const { t } = useTranslation('auth');
  const toast = useToast();
  const user = usePendingWelcome();

  useEffect(() => {
    // StrictMode runs effects twice: only the run that still finds this greeting pending shows it
    if (!user || pendingWelcome.get() !== user) return;
    pendingWelcome.set(null);
    const name = user.nickname ?? user.name;
    toast.success(name ? t('welcome', { name }) : t('welcomeNoName'), { duration: 6000 });
  }, [user, toast, t]);

  return null;
}
