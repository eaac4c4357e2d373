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

export const NOTICE_CATEGORY_KEYS = ['service', 'maintenance', 'broadcast', 'billing', 'event'] as const;
export type NoticeCategoryKey = (typeof NOTICE_CATEGORY_KEYS)[number];

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

export const FAQ_CATEGORY_KEYS = ['account', 'payment', 'playback', 'device', 'chat', 'other'] as const;
export type FaqCategoryKey = (typeof FAQ_CATEGORY_KEYS)[number];

export interface FaqSeed {
  category: FaqCategoryKey;
  question: L10n;
  answer: L10n;
}
