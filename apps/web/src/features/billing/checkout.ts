/**
 * Leaves the app for the provider's hosted checkout (a full page load: the provider's page, then
 * /pay_result/:id). Only an http(s) address is followed.
 */
export function goToCheckout(url: string): boolean {
  let target: URL;
  try {
    target = new URL(url, window.location.origin);
  } catch {
    return false;
  }
  if (target.protocol !== 'https:' && target.protocol !== 'http:') return false;
  window.location.assign(target.href);
  return true;
}
