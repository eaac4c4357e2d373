import { WelcomePlans } from '../../features/account/index.js';

/** /account/welcome: after sign-up, the passes explained. */
export default function WelcomeRoute() {
  return <WelcomePlans />;
}
