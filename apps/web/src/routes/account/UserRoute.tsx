import { ProfileOverview } from '../../features/account/index.js';

/** /user: my account. */
export default function UserRoute() {
  return <ProfileOverview />;
}
