import { createBrowserRouter } from 'react-router';
import { routes } from '../routes/index.js';

/** History-mode router over the route tree of spec §2. */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
