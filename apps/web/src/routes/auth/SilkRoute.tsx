import { UnsupportedBrowser } from '../../features/auth/index.js';

export default function SilkRoute() {
  return <UnsupportedBrowser kind="silk" />;
}
