import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/react.js';
import { InfoModal } from '../../../ui/index.js';
import { forcedLogout, useForcedLogout } from '../forced-logout.js';

/**
 * The forced-logout alert of spec §2 "App root behaviour": when the flag turns on, the route is
 * replaced with /logout (/stv/logout in the TV product) at once and "multiple logins prevented" stays
 * on screen until the member presses OK (or Enter).
 */
export function ForcedLogoutAlert() {
  const { t } = useTranslation('auth');
  const on = useForcedLogout();
  const navigate = useNavigate();
  const tv = useLocation().pathname.startsWith('/stv');

  useEffect(() => {
    if (on) void navigate(tv ? '/stv/logout' : '/logout', { replace: true });
  }, [on, tv, navigate]);

  return (
    <InfoModal
      open={on}
      title={t('forcedLogout.title')}
      message={t('forcedLogout.message')}
      onClose={() => forcedLogout.set(false)}
    />
  );
}
