import { z } from 'zod';
import { readContent } from '../content.js';
import { type L10n, l } from '../help-text.js';
import type { Rng } from './random.js';

/**
 * Fictional people for the rosters (catalogue/names.json): common Japanese family and given names combined
 * at random (given names that would recall a famous athlete are left out), and a few invented import
 * players. Each entry is [Japanese, Korean, English].
 */
const name3 = z.tuple([z.string(), z.string(), z.string()]);
const namesSchema = z.strictObject({
  family: z.array(name3).min(1),
  given: z.array(name3).min(1),
  importFirst: z.array(name3).min(1),
  importFamily: z.array(name3).min(1),
});
const NAMES = readContent('catalogue/names.json', namesSchema);

/** A Japanese name: 佐藤 悠真 / 사토 유마 / Yuma Sato. `used` keeps names unique within a roster. */
export function japaneseName(r: Rng, used: Set<string>): L10n {
  for (;;) {
    const [fj, fk, fe] = r.pick(NAMES.family);
    const [gj, gk, ge] = r.pick(NAMES.given);
    const key = `${fj}${gj}`;
    if (used.has(key)) continue;
    used.add(key);
    return l(`${fj} ${gj}`, `${fk} ${gk}`, `${ge} ${fe}`);
  }
}

/** An invented import player: マーカス・ブルックス / 마커스 브룩스 / Marcus Brooks. */
export function importName(r: Rng, used: Set<string>): L10n {
  for (;;) {
    const [fj, fk, fe] = r.pick(NAMES.importFirst);
    const [lj, lk, le] = r.pick(NAMES.importFamily);
    const key = `${fj}${lj}`;
    if (used.has(key)) continue;
    used.add(key);
    return l(`${fj}・${lj}`, `${fk} ${lk}`, `${fe} ${le}`);
  }
}
