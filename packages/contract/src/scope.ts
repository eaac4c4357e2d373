/**
 * The scope array of spec §3: the wire format of what a member's pass permits.
 * Index 0 is the plan level (1 FREE, 2 BASIC, 3 PREMIUM); the other indices are flags, on when 1.
 * The server encodes it from the active subscription; server and web decode it with this one function.
 */
export const SCOPE_INDEX = {
  PLAN: 0,
  ADLIVE: 4,
  ADVOD: 5,
  MULTI: 8,
  DAMP: 9,
  DALB: 10,
  DALBVOD: 11,
  LIVE: 13,
  VOD: 14,
  CH: 15,
} as const;

export const SCOPE_LENGTH = 16;

export const PLAN_LEVEL = { FREE: 1, BASIC: 2, PREMIUM: 3 } as const;
export type PlanName = keyof typeof PLAN_LEVEL;

export type ScopeFlag =
  | 'FREE'
  | 'BASIC'
  | 'PREMIUM'
  | 'ADLIVE'
  | 'ADVOD'
  | 'MULTI'
  | 'DAMP'
  | 'DALB'
  | 'DALBVOD'
  | 'LIVE'
  | 'VOD'
  | 'CH';

export type Scope = Record<ScopeFlag, boolean>;

export const NO_SCOPE: Readonly<Scope> = Object.freeze({
  FREE: false,
  BASIC: false,
  PREMIUM: false,
  ADLIVE: false,
  ADVOD: false,
  MULTI: false,
  DAMP: false,
  DALB: false,
  DALBVOD: false,
  LIVE: false,
  VOD: false,
  CH: false,
});

const FLAG_NAMES = ['ADLIVE', 'ADVOD', 'MULTI', 'DAMP', 'DALB', 'DALBVOD', 'LIVE', 'VOD', 'CH'] as const;

/**
 * Decodes a scope array. Anything that is not an array of numbers decodes to no scope at all;
 * a missing index or any value other than 1 is off. MULTI also sets CH (spec §3).
 */
export function decodeScope(scope: unknown): Scope {
  if (!Array.isArray(scope) || scope.length === 0) return { ...NO_SCOPE };
  const at = (i: number) => (typeof scope[i] === 'number' ? (scope[i] as number) : 0);
  const plan = at(SCOPE_INDEX.PLAN);
  const result: Scope = {
    ...NO_SCOPE,
    FREE: plan === PLAN_LEVEL.FREE,
    BASIC: plan === PLAN_LEVEL.BASIC,
    PREMIUM: plan === PLAN_LEVEL.PREMIUM,
  };
  for (const name of FLAG_NAMES) result[name] = at(SCOPE_INDEX[name]) === 1;
  if (result.MULTI) result.CH = true;
  return result;
}

/** Encodes plan level and flags into the wire array (the inverse of decodeScope for valid input). */
export function encodeScope(
  plan: PlanName,
  flags: Partial<Record<(typeof FLAG_NAMES)[number], boolean>>,
): number[] {
  const scope = new Array<number>(SCOPE_LENGTH).fill(0);
  scope[SCOPE_INDEX.PLAN] = PLAN_LEVEL[plan];
  for (const name of FLAG_NAMES) if (flags[name]) scope[SCOPE_INDEX[name]] = 1;
  if (flags.MULTI) scope[SCOPE_INDEX.CH] = 1;
  return scope;
}
