import { UpdateDetail } from '../../features/account/index.js';

/** /account/update_detail: complete the details (status 11 or 14). */
export default function UpdateDetailRoute() {
  return <UpdateDetail />;
}
