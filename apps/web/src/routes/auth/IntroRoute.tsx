import { IntroScreen } from '../../features/auth/components/IntroScreen.js';

/** /intro: the logged-out landing and login (the guard sends members home before this renders). */
export default function IntroRoute() {
  return <IntroScreen />;
}
