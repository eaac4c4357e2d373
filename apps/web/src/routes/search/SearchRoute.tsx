import { SearchScreen } from '../../features/search/components/SearchScreen.js';

/** /search and /search?q=… */
export default function SearchRoute() {
  return <SearchScreen />;
}
