import { decodeScope } from '@kickoff/contract';

/**
 * What an ad slot of the home shows. Spec §7 has the web fetch ads from an ad server URL it is given;
 * this product has no ad server configured, so a slot shows a house promotion of the service instead
 * of an empty box: passes to members without one, the upgrade to a Basic member, and features a
 * Premium member already has (alerts, channels) — never an offer they cannot use.
 */
export type HousePromoKey = 'passes' | 'adFree' | 'premium' | 'channels' | 'alerts';

export interface HousePromo {
  key: HousePromoKey;
  to: string;
  /** [dark, vivid] colours of the panel. */
  colors: [string, string];
}

const PROMOS: Record<HousePromoKey, HousePromo> = {
  passes: { key: 'passes', to: '/purchase', colors: ['#04130c', '#19e28c'] },
  adFree: { key: 'adFree', to: '/purchase', colors: ['#0b1f3a', '#4aa8ff'] },
  premium: { key: 'premium', to: '/purchase/change', colors: ['#141414', '#ffb703'] },
  channels: { key: 'channels', to: '/channel', colors: ['#0b1f3a', '#4aa8ff'] },
  alerts: { key: 'alerts', to: '/mypage/favorite', colors: ['#2a0a12', '#ff3d5e'] },
};

/** The promotion for a slot (`main`, `vod` …) and the member's scope array (spec §3). */
export function housePromoFor(slot: string, scope: unknown): HousePromo {
  const { BASIC, PREMIUM } = decodeScope(scope);
  const second = slot !== 'main';
  if (PREMIUM) return second ? PROMOS.channels : PROMOS.alerts;
  if (BASIC) return second ? PROMOS.channels : PROMOS.premium;
  return second ? PROMOS.adFree : PROMOS.passes;
}
