import { IntroScreen, useForcedLogout } from '../../features/auth/index.js';
import { IntroSections } from '../../features/home/index.js';
import { LayerPopup } from '../../features/popup/index.js';

/**
 * /intro: the logged-out landing and login (the guard sends members home before this renders), the
 * landing sections of the server below it, and the intro's layer popup (spec §2). A member sent here by
 * a login elsewhere reads the multiple-login alert first: the popup waits until it is dismissed.
 */
export default function IntroRoute() {
  const forcedOut = useForcedLogout();
  return (
    <>
      <IntroScreen sections={(plans) => <IntroSections fallback={plans} />} />
      <LayerPopup path="/intro" held={forcedOut} />
    </>
  );
}
