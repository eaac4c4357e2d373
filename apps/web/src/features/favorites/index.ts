/** Favourite teams and leagues: the member's lists, the editor, and the one-tap calls for other screens. */
export { favoritesKeys } from './api/favorites-keys.js';
export { useFavorites } from './api/use-favorites.js';
export { FavoriteChips } from './components/FavoriteChips.js';
export { FavoriteEditor } from './components/FavoriteEditor.js';
