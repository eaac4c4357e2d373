import { SearchScreen } from '../../features/search/index.js';

/** /search and /search?q=… */
export default function SearchRoute() {
  return <SearchScreen />;
}
