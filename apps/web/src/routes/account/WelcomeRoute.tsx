import { WelcomePlans } from '../../features/account/components/WelcomePlans.js';

/** /account/welcome: after sign-up, the passes explained. */
export default function WelcomeRoute() {
  return <WelcomePlans />;
}
