import { FavoriteEditor } from '../../features/favorites/index.js';

/** /mypage/favorite: the my-team and my-league editor. */
export default function FavoriteRoute() {
  return <FavoriteEditor />;
}
