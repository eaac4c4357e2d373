import type { L10n } from '../help-text.js';
import type { GameDraft } from './model.js';

/** Builds an L10n from one template applied to each language. */
export const each = (f: (lang: keyof L10n) => string): L10n => ({ ja: f('ja'), ko: f('ko'), en: f('en') });

/** 東都レガリア vs 北嶺ユナイテッド — or the event title for games without teams. */
export const matchName = (g: GameDraft): L10n =>
  g.home && g.away && !g.title ? each((x) => `${g.home!.name[x]} vs ${g.away!.name[x]}`) : g.title!;

/** ネオリーグ 第21節 / 네오리그 21라운드 / Neo League Round 21 (golf: the tour; the title names the event). */
export const roundLabel = (g: GameDraft): L10n =>
  each((x) => (g.golf ? g.season.league.short[x] : `${g.season.league.short[x]} ${g.round.name[x]}`));

/** 【ハイライト】東都レガリア vs 北嶺ユナイテッド｜ネオリーグ 第21節 */
export function vodTitle(kind: 'highlight' | 'full', g: GameDraft): L10n {
  const tag =
    kind === 'highlight'
      ? ['【ハイライト】', '[하이라이트] ', 'Highlights: ']
      : ['【フルマッチ】', '[풀 매치] ', 'Full match: '];
  const name = matchName(g);
  const where = roundLabel(g);
  return {
    ja: `${tag[0]}${name.ja}｜${where.ja}`,
    ko: `${tag[1]}${name.ko} | ${where.ko}`,
    en: `${tag[2]}${name.en} | ${where.en}`,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');
/** 12:30 in Japan time. */
export const hm = (d: Date) => {
  const j = new Date(d.getTime() + 9 * 3_600_000);
  return `${pad(j.getUTCHours())}:${pad(j.getUTCMinutes())}`;
};
