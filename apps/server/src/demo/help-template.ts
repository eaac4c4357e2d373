import { z } from 'zod';
import { readContent, readText } from './content.js';
import type { L10n, TimeKit } from './help-text.js';

/**
 * The help texts are dated relative to the seeding day. In the data a day is a number of days from today
 * (`-20`, `0`, `+6`) or a campaign's day (`summerRally.end`, `summerRally.winners+7`: campaigns.json, so a
 * notice and the event of one campaign agree); a moment adds Japan time (`-9 14:00`). Texts name days with
 * `{{date -20}}`, `{{month-day +6}}`, `{{iso-date +3}}`, `{{year -275}}` and `{{season -40}}` (2026-27).
 */
const campaignSchema = z.record(
  z.string(),
  z.strictObject({ start: z.int(), end: z.int(), winners: z.int().optional() }),
);
export type Campaign = z.output<typeof campaignSchema>[string];

export const campaign = (name: string): Campaign => {
  const found = readContent('help/campaigns.json', campaignSchema)[name];
  if (!found) throw new Error(`demo content: no campaign "${name}" in help/campaigns.json`);
  return found;
};

const DAY = /^(?:([+-]?\d+)|(\w+)\.(start|end|winners)([+-]\d+)?)$/;

/** A day as the data writes it, in days from today. */
export function dayOf(expr: string): number {
  const match = DAY.exec(expr);
  if (!match)
    throw new Error(`demo content: "${expr}" is not a day (-20, +6, summerRally.end, summerRally.winners+7)`);
  const [, offset, name, field, plus] = match;
  if (offset !== undefined) return Number(offset);
  const day = campaign(name!)[field as keyof Campaign];
  if (day === undefined) throw new Error(`demo content: campaign "${name}" has no ${field} day`);
  return day + Number(plus ?? 0);
}

/** A moment as the data writes it: day, then hour:minute in Japan time. */
export const momentExpr = z.string().regex(/^\S+ \d\d:\d\d$/);

export function momentOf(t: TimeKit, expr: string): Date {
  const [day, time] = expr.split(' ') as [string, string];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return t.at(dayOf(day), hour, minute);
}

const PLACEHOLDER = /\{\{(date|month-day|iso-date|year|season) (\S+?)\}\}/g;

/** One language of a text with its day placeholders filled in; an unknown placeholder fails. */
export function fill(t: TimeKit, text: string, lang: keyof L10n, where = 'text'): string {
  const filled = text.replace(PLACEHOLDER, (_, kind: string, expr: string) => {
    const d = t.at(dayOf(expr));
    switch (kind) {
      case 'date':
        return t.date(d)[lang];
      case 'month-day':
        return t.md(d)[lang];
      case 'iso-date':
        return t.iso(d);
      case 'year':
        return String(t.year(d));
      default: {
        const year = t.year(d);
        return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
      }
    }
  });
  if (filled.includes('{{'))
    throw new Error(`demo content ${where}: unknown placeholder in "${text.slice(0, 80)}"`);
  return filled;
}

export const fillL10n = (t: TimeKit, text: L10n, where?: string): L10n => ({
  ja: fill(t, text.ja, 'ja', where),
  ko: fill(t, text.ko, 'ko', where),
  en: fill(t, text.en, 'en', where),
});

/** A body in three Markdown files, `<path>.ja.md`, `<path>.ko.md`, `<path>.en.md`, filled in. */
export const readBody = (t: TimeKit, path: string): L10n =>
  fillL10n(
    t,
    { ja: readText(`${path}.ja.md`), ko: readText(`${path}.ko.md`), en: readText(`${path}.en.md`) },
    `${path}.*.md`,
  );
