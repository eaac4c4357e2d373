import { UnsupportedBrowser } from '../../features/auth/components/UnsupportedBrowser.js';

export default function IeRoute() {
  return <UnsupportedBrowser kind="ie" />;
}
