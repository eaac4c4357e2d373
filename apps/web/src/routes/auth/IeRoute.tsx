import { UnsupportedBrowser } from '../../features/auth/index.js';

export default function IeRoute() {
  return <UnsupportedBrowser kind="ie" />;
}
