import { ProfileOverview } from '../../features/account/components/ProfileOverview.js';

/** /user: my account. */
export default function UserRoute() {
  return <ProfileOverview />;
}
