/** Where a flow may return to after it is done (`?next=`): only these, never an address from outside. */
const ALLOWED = new Set(['/', '/user', '/modify']);

export function nextPath(params: URLSearchParams, fallback: string): string {
  const next = params.get('next');
  return next && ALLOWED.has(next) ? next : fallback;
}
