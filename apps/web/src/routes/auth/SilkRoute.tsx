import { UnsupportedBrowser } from '../../features/auth/components/UnsupportedBrowser.js';

export default function SilkRoute() {
  return <UnsupportedBrowser kind="silk" />;
}
