import type { AddressInfo } from 'node:net';
import { createServer } from 'node:net';
import { expect } from 'vitest';

/** A TCP port free on 127.0.0.1 right now (the app listens on it, and its PUBLIC_URL names it). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** The test cards of the sandbox's checkout (billing-design.md). */
export const CARDS = {
  paid: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  threeDSecure: '4000 0000 0000 3220',
  laterDeclined: '4000 0000 0000 0341',
} as const;

/**
 * A browser on the sandbox's hosted checkout at `url` (an order's checkoutUrl): opens the page, posts
 * the card form from it, and — for the 3-D Secure card — answers the bank's page (`bank`). Answers
 * where the provider sends the member back (the 303's Location).
 */
export async function payOnCheckout(
  url: string,
  number: string,
  bank: 'complete' | 'fail' = 'complete',
): Promise<string> {
  const origin = new URL(url).origin;
  const headers = {
    origin,
    'sec-fetch-site': 'same-origin',
    'content-type': 'application/x-www-form-urlencoded',
  };
  const tokenOf = (page: string) => {
    const token = /name="formToken" value="([^"]+)"/.exec(page)?.[1];
    if (!token) throw new Error(`no form token on the page: ${page.slice(0, 300)}`);
    return token;
  };
  const page = await fetch(url, { redirect: 'manual' });
  expect(page.status).toBe(200);
  const fields = {
    number,
    expiry: '12/30',
    cvc: '123',
    name: 'Taro Yamada',
    formToken: tokenOf(await page.text()),
  };
  const posted = await fetch(url, {
    method: 'POST',
    redirect: 'manual',
    headers,
    body: new URLSearchParams(fields).toString(),
  });
  expect(posted.status).toBe(303);
  const location = posted.headers.get('location') ?? '';
  if (!location.endsWith('/authenticate')) return location;
  const bankUrl = new URL(location, origin).toString();
  const bankPage = await fetch(bankUrl, { redirect: 'manual' });
  const answered = await fetch(bankUrl, {
    method: 'POST',
    redirect: 'manual',
    headers,
    body: new URLSearchParams({ formToken: tokenOf(await bankPage.text()), action: bank }).toString(),
  });
  expect(answered.status).toBe(303);
  return answered.headers.get('location') ?? '';
}
