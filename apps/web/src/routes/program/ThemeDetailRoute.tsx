import { DetailScreen } from '../../features/program/index.js';

/** /detail/theme?id=: a theme's VODs. */
export default function ThemeDetailRoute() {
  return <DetailScreen kind="theme" />;
}
