import { IntroScreen } from '../../features/auth/index.js';
import { IntroSections } from '../../features/home/index.js';
import { LayerPopup } from '../../features/popup/index.js';

/**
 * /intro: the logged-out landing and login (the guard sends members home before this renders), the
 * landing sections of the server below it, and the intro's layer popup (spec §2).
 */
export default function IntroRoute() {
  return (
    <>
      <IntroScreen sections={(plans) => <IntroSections fallback={plans} />} />
      <LayerPopup path="/intro" />
    </>
  );
}
