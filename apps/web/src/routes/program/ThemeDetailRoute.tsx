import { DetailScreen } from '../../features/program/components/DetailScreen.js';

/** /detail/theme?id=: a theme's VODs. */
export default function ThemeDetailRoute() {
  return <DetailScreen kind="theme" />;
}
