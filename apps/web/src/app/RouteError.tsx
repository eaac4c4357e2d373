import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { isRouteErrorResponse, useLocation, useNavigate, useRouteError } from 'react-router';
import { ApiError } from '../core/api-client.js';
import { ErrorPanel } from '../core/ErrorPanel.js';

/**
 * `errorElement` of the route tree: a screen that throws while rendering (or a loader that fails)
 * shows the error panel inside its layout; retry resets failed queries and runs the route again.
 */
export function RouteErrorPanel({ variant = 'section' }: { variant?: 'section' | 'page' }) {
  const error = useRouteError();
  const navigate = useNavigate();
  const { pathname, search, hash, state } = useLocation();
  const { reset } = useQueryErrorResetBoundary();
  const retry = () => {
    reset();
    // a navigation to the same place gives a new location, which clears the router's error state
    void navigate({ pathname, search, hash }, { replace: true, state });
  };
  return <ErrorPanel error={fromRouteError(error)} onRetry={retry} variant={variant} />;
}

/** A thrown `Response` / `data()` becomes an ApiError so its status maps to a message. */
function fromRouteError(error: unknown): unknown {
  if (!isRouteErrorResponse(error)) return error;
  const code = error.status === 404 ? 'NOT_FOUND' : error.status >= 500 ? 'INTERNAL_ERROR' : 'BAD_REQUEST';
  return new ApiError(error.status, code, error.statusText);
}
