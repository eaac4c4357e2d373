import type { Clock } from '../clock.js';

/** Demo text always carries all three interface languages. */
export interface L10n {
  ja: string;
  ko: string;
  en: string;
}

export const l = (ja: string, ko: string, en: string): L10n => ({ ja, ko, en });

/** A file to store in `attachments`: the stored name is the English one, the shown name is per language. */
export interface AssetSeed {
  name: L10n;
  mimeType: string;
  content: Buffer;
}

const HOUR = 3_600_000;
const JST_OFFSET = 9 * HOUR;
const WEEKDAYS = {
  ja: ['日', '月', '火', '水', '木', '金', '土'],
  ko: ['일', '월', '화', '수', '목', '금', '토'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * Dates of the demo content, all relative to the seeding clock and written as Japan time,
 * so the notices and events always read as current whatever day the service first starts.
 */
export interface TimeKit {
  now: Date;
  /** `days` from today (JST), at hour:minute JST. */
  at(days: number, hour?: number, minute?: number): Date;
  /** 2026年11月26日（木） / 2026년 11월 26일(목) / Thu, 26 Nov 2026 */
  date(d: Date): L10n;
  /** 11月26日（木） / 11월 26일(목) / Thu, 26 Nov */
  md(d: Date): L10n;
  /** 02:00 (JST) */
  hm(d: Date): string;
  /** 2026-11-26 (JST) */
  iso(d: Date): string;
  /** the calendar year in JST */
  year(d: Date): number;
}

export function timeKit(clock: Clock): TimeKit {
  const now = clock.now();
  const jst = (d: Date) => new Date(d.getTime() + JST_OFFSET);
  const today = jst(now);
  return {
    now,
    at: (days, hour = 0, minute = 0) =>
      new Date(
        Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + days, hour, minute) -
          JST_OFFSET,
      ),
    date(d) {
      const j = jst(d);
      const [y, m, day, w] = [j.getUTCFullYear(), j.getUTCMonth(), j.getUTCDate(), j.getUTCDay()];
      return l(
        `${y}年${m + 1}月${day}日（${WEEKDAYS.ja[w]}）`,
        `${y}년 ${m + 1}월 ${day}일(${WEEKDAYS.ko[w]})`,
        `${WEEKDAYS.en[w]}, ${day} ${MONTHS[m]} ${y}`,
      );
    },
    md(d) {
      const j = jst(d);
      const [m, day, w] = [j.getUTCMonth(), j.getUTCDate(), j.getUTCDay()];
      return l(
        `${m + 1}月${day}日（${WEEKDAYS.ja[w]}）`,
        `${m + 1}월 ${day}일(${WEEKDAYS.ko[w]})`,
        `${WEEKDAYS.en[w]}, ${day} ${MONTHS[m]}`,
      );
    },
    hm: (d) => {
      const j = jst(d);
      return `${pad(j.getUTCHours())}:${pad(j.getUTCMinutes())}`;
    },
    iso: (d) => {
      const j = jst(d);
      return `${j.getUTCFullYear()}-${pad(j.getUTCMonth() + 1)}-${pad(j.getUTCDate())}`;
    },
    year: (d) => jst(d).getUTCFullYear(),
  };
}

/** The fictional names the demo text uses: leagues, clubs and the operating company. */
export const NAMES = {
  company: l('株式会社キックオフメディア', '주식회사 킥오프미디어', 'KICKOFF Media, Inc.'),
  neo: l('ネオリーグ', '네오리그', 'Neo League'),
  pbl: l('パシフィック・ベースボール・リーグ', '퍼시픽 베이스볼 리그', 'Pacific Baseball League'),
  bnext: l('B.ネクスト', 'B.넥스트', 'B.NEXT'),
  regalia: l('東都レガリア', '도토 레갈리아', 'Tohto Regalia'),
  hokurei: l('北嶺ユナイテッド', '호쿠레이 유나이티드', 'Hokurei United'),
  minato: l('みなと碧海FC', '미나토 헤키카이 FC', 'Minato Hekikai FC'),
  sakura: l('桜ヶ丘スターズ', '사쿠라가오카 스타즈', 'Sakuragaoka Stars'),
  dolphins: l('潮見ドルフィンズ', '시오미 돌핀스', 'Shiomi Dolphins'),
  thunders: l('白峰サンダース', '시라미네 선더스', 'Shiramine Thunders'),
  falcons: l('銀河ファルコンズ', '긴가 팰컨스', 'Ginga Falcons'),
  shooters: l('千早シューターズ', '치하야 슈터스', 'Chihaya Shooters'),
  blaze: l('鳴海ブレイズ', '나루미 블레이즈', 'Narumi Blaze'),
} as const;

/** Neo League clubs with their home grounds, for the schedule CSV files (Japanese, like the rest of the CSV). */
export const NEO_CLUBS: [club: string, ground: string][] = [
  ['東都レガリア', '東都スタジアム'],
  ['北嶺ユナイテッド', '北嶺ドームフィールド'],
  ['みなと碧海FC', 'みなとベイスタジアム'],
  ['桜ヶ丘スターズ', '桜ヶ丘陸上競技場'],
  ['杜の都グランツ', '杜の都フットボールパーク'],
  ['浪速ブレイバーズ', '浪速臨海スタジアム'],
  ['瀬戸内オルカ', '瀬戸内シーサイドスタジアム'],
  ['玄海ウェーブ', '玄海スポーツパーク'],
  ['信濃アルペンFC', '信濃高原スタジアム'],
  ['房総シーガルズ', '房総フットボールセンター'],
  ['甲斐フォレスト', '甲斐フォレストアリーナ'],
  ['若葉台SC', '若葉台メモリアルスタジアム'],
];

/** Fictional announcers and analysts, as "play-by-play / analyst" pairs. */
export const VOICES = [
  ['青木 拓真', '森山 健吾'],
  ['佐伯 美咲', '村瀬 大輔'],
  ['川島 陽平', '中里 亮'],
  ['藤代 光', '石黒 隆之'],
  ['野々村 玲奈', '大友 翔'],
  ['橘 晃一', '宮原 慎'],
] as const;

export type NoticeCategoryKey = 'service' | 'maintenance' | 'broadcast' | 'billing' | 'event';

export interface NoticeSeed {
  category: NoticeCategoryKey;
  publishedAt: Date;
  pinned?: boolean;
  title: L10n;
  content: L10n;
  images?: AssetSeed[];
  files?: AssetSeed[];
}

export interface EventSeed {
  title: L10n;
  summary: L10n;
  content: L10n;
  thumbnail: AssetSeed;
  images?: AssetSeed[];
  files?: AssetSeed[];
  startAt: Date;
  endAt: Date;
  winners?: { text: L10n; announcedAt: Date };
}

/** Days (from today) of the campaigns that both a notice and an event describe, so the two agree. */
export const CAMPAIGNS = {
  finalPrediction: { start: -14, end: 5 },
  bnextUniform: { start: -75, end: -55, winners: -52 },
  summerRally: { start: -128, end: -95, winners: -88 },
  pblFirstPitch: { start: -262, end: -252, winners: -249 },
} as const;

export type FaqCategoryKey = 'account' | 'payment' | 'playback' | 'device' | 'chat' | 'other';

export interface FaqSeed {
  category: FaqCategoryKey;
  question: L10n;
  answer: L10n;
}

/** Shorthand for one FAQ entry: question and answer, each in ja, ko, en. */
export const faq = (
  category: FaqCategoryKey,
  q: [string, string, string],
  a: [string, string, string],
): FaqSeed => ({
  category,
  question: l(...q),
  answer: l(...a),
});
