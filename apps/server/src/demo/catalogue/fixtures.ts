import { type Rng, rng } from './random.js';

export type Pairing<T> = [home: T, away: T];

/**
 * One leg of a round robin by the circle method: n−1 rounds in which everyone plays once. In round 0,
 * list[i] is at home to list[n−1−i]; home and away then alternate with the round.
 */
export function roundRobin<T>(list: readonly T[]): Pairing<T>[][] {
  const n = list.length;
  if (n % 2 !== 0) throw new Error('round robin needs an even number of teams');
  const ring = list.map((_, i) => i);
  const rounds: Pairing<T>[][] = [];
  for (let r = 0; r < n - 1; r++) {
    const pairs: Pairing<T>[] = [];
    for (let i = 0; i < n / 2; i++) {
      const a = list[ring[i]!]!;
      const b = list[ring[n - 1 - i]!]!;
      pairs.push(r % 2 === 1 ? [b, a] : [a, b]);
    }
    rounds.push(pairs);
    ring.splice(1, 0, ring.pop()!);
  }
  return rounds;
}

export const flip = <T>(round: Pairing<T>[]): Pairing<T>[] => round.map(([h, a]) => [a, h]);

/** Both legs: the second is the first with home and away swapped. */
export const doubleRoundRobin = <T>(list: readonly T[]): Pairing<T>[][] => {
  const leg = roundRobin(list);
  return [...leg, ...leg.map(flip)];
};

const edge = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

/**
 * Completes a one-leg round robin of teams 0…n−1 around rounds already fixed (a 1-factorisation of the
 * complete graph containing them), by backtracking with a seeded order; homes are then given to whoever
 * has had fewer. Used where the notices fix the first and the last round of the Neo League.
 */
export function completeRoundRobin(n: number, fixed: Pairing<number>[][], seed: string): Pairing<number>[][] {
  const r: Rng = rng(seed);
  const taken = new Set(fixed.flat().map(([a, b]) => edge(a, b)));
  const need = n - 1 - fixed.length;
  for (let attempt = 0; attempt < 200; attempt++) {
    const order = r.shuffle(Array.from({ length: n }, (_, i) => i));
    const used = new Set(taken);
    const rounds: [number, number][][] = [];
    let steps = 0;
    const fill = (current: [number, number][], matched: Set<number>): boolean => {
      if (++steps > 50_000) return false;
      if (matched.size === n) {
        rounds.push(current);
        if (rounds.length === need || fill([], new Set())) return true;
        rounds.pop();
        return false;
      }
      const v = order.find((x) => !matched.has(x))!;
      for (const w of order) {
        if (w === v || matched.has(w) || used.has(edge(v, w))) continue;
        used.add(edge(v, w));
        matched.add(v).add(w);
        if (fill([...current, [v, w]], matched)) return true;
        matched.delete(v);
        matched.delete(w);
        used.delete(edge(v, w));
      }
      return false;
    };
    if (!fill([], new Set())) continue;
    const homes = new Array<number>(n).fill(0);
    for (const [h] of fixed.flat()) homes[h]!++;
    return rounds.map((round) =>
      round.map(([a, b]): Pairing<number> => {
        const [h, w] = homes[a]! <= homes[b]! ? [a, b] : [b, a];
        homes[h]!++;
        return [h, w];
      }),
    );
  }
  throw new Error('could not complete the round robin');
}
