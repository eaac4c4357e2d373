import { DAY_MS } from './calendar-rules.js';
import { type L10n, timeKit } from './help-text.js';

/*
 * Some of the demo catalogue's texts carry a date the build rendered with its TimeKit (help-text.ts):
 * the EPG's replay descriptions, the KICKOFF NEWS and weekly-show titles, the news posts, the
 * maintenance popup. When the calendar rolls the catalogue by whole days, these dates roll with it,
 * so that a text never names another day than the rows beside it.
 */

/** The TimeKit's date formats only (date, md): they do not read the clock. */
const formats = timeKit({ now: () => new Date(0) });
type Lang = keyof L10n;

/**
 * Where a rendered date may stand, per language: `date` (with the year) or `md` (without). The
 * pattern finds candidates only; a candidate is a date when the TimeKit renders one day exactly as
 * the text has it (weekday included), so nothing else that looks alike is ever changed.
 */
const PATTERNS: Record<Lang, RegExp> = {
  ja: /(?:\d{4}年)?\d{1,2}月(\d{1,2})日（[日月火水木金土]）/g,
  ko: /(?:\d{4}년 )?\d{1,2}월 (\d{1,2})일\([일월화수목금토]\)/g,
  en: /\b(?:Sun|Mon|Tue|Wed|Thu|Fri|Sat), (\d{1,2}) (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)(?: \d{4})?\b/g,
};
const YEAR: Record<Lang, RegExp> = { ja: /^(\d{4})年/, ko: /^(\d{4})년/, en: / (\d{4})$/ };

/** Noon in Tokyo of a calendar day (month 1–12); Date.UTC carries an impossible day into the next month. */
const noonInTokyo = (year: number, month: number, day: number) => new Date(Date.UTC(year, month - 1, day, 3));

/**
 * The day a rendered date names. A date without its year (md) is placed in the year around `around`
 * (that year, the one before or after) whose weekday it names: the same month and day fall on three
 * different weekdays in three consecutive years, so at most one fits. Null when none renders alike.
 */
function dayOf(text: string, lang: Lang, day: number, around: Date): { at: Date; withYear: boolean } | null {
  const year = YEAR[lang].exec(text);
  const aroundYear = formats.year(around);
  const years = year ? [Number(year[1])] : [aroundYear - 1, aroundYear, aroundYear + 1];
  for (const y of years) {
    for (let month = 1; month <= 12; month++) {
      const at = noonInTokyo(y, month, day);
      if ((year ? formats.date(at) : formats.md(at))[lang] === text) return { at, withYear: Boolean(year) };
    }
  }
  return null;
}

/** `text` with every date rendered in `lang` moved by `days` whole days, in the same form. */
export function shiftRenderedDates(text: string, lang: Lang, days: number, around: Date): string {
  return text.replace(PATTERNS[lang], (found: string, day: string) => {
    const named = dayOf(found, lang, Number(day), around);
    if (!named) return found;
    const moved = new Date(named.at.getTime() + days * DAY_MS);
    return (named.withYear ? formats.date(moved) : formats.md(moved))[lang];
  });
}

/**
 * A localized text ({ ja, ko, en }) with its rendered dates moved by `days`; the same object when no
 * date was found, so the caller writes only the rows that change. `around`: an instant within a year
 * of the dates the text names (the catalogue's "today" before the roll).
 */
export function shiftLocalizedDates<T extends Partial<L10n>>(text: T, days: number, around: Date): T {
  let changed = false;
  const out: Partial<L10n> = { ...text };
  for (const lang of ['ja', 'ko', 'en'] as const) {
    const value = text[lang];
    if (typeof value !== 'string') continue;
    const moved = shiftRenderedDates(value, lang, days, around);
    if (moved !== value) {
      out[lang] = moved;
      changed = true;
    }
  }
  return changed ? (out as T) : text;
}
