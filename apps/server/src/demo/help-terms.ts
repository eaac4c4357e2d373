import { z } from 'zod';
import { l10nSchema, readContent } from './content.js';
import { type L10n, l, type TimeKit } from './help-text.js';

export type TermsKind = 'service' | 'paid' | 'privacy' | 'youth' | 'policy';

export interface TermsSeed {
  kind: TermsKind;
  title: L10n;
  content: L10n;
  effectiveAt: Date;
}

/**
 * A document of help/terms/<kind>.json: title, introduction and articles. An article's `before` is its
 * wording in the previous version; `null` when the article did not exist yet.
 */
const termsSchema = z.strictObject({
  title: l10nSchema,
  intro: l10nSchema,
  articles: z.array(
    z.strictObject({ title: l10nSchema, body: l10nSchema, before: l10nSchema.nullable().optional() }),
  ),
});
type Terms = z.output<typeof termsSchema>;

const document = (kind: TermsKind): Terms => readContent(`help/terms/${kind}.json`, termsSchema);

/**
 * Numbers the articles of one version and adds the supplementary provision with its date.
 * `since` is the first version's date, for a revised text.
 */
export function renderTerms(
  t: TimeKit,
  { intro, articles }: Terms,
  version: 'previous' | 'current',
  effectiveAt: Date,
  since?: Date,
): L10n {
  const kept = articles.flatMap((a) => {
    if (version === 'current') return [{ title: a.title, body: a.body }];
    if (a.before === null) return [];
    return [{ title: a.title, body: a.before ?? a.body }];
  });
  const d = t.date(effectiveAt);
  const first = since ? t.date(since) : null;
  const body = (lang: keyof L10n, head: (n: number, title: string) => string) =>
    kept.map((a, i) => `${head(i + 1, a.title[lang])}\n${a.body[lang]}`).join('\n\n');
  return l(
    `${intro.ja}\n\n${body('ja', (n, s) => `第${n}条（${s}）`)}\n\n附則\n${first ? `${first.ja}制定\n${d.ja}改定・施行` : `${d.ja}施行`}`,
    `${intro.ko}\n\n${body('ko', (n, s) => `제${n}조 (${s})`)}\n\n부칙\n${first ? `${first.ko} 제정\n${d.ko} 개정・시행` : `${d.ko} 시행`}`,
    `${intro.en}\n\n${body('en', (n, s) => `Article ${n} (${s})`)}\n\nSupplementary provision\n${first ? `Established ${first.en}.\nRevised and effective ${d.en}.` : `Effective ${d.en}.`}`,
  );
}

/**
 * Terms of Service and Privacy Policy in two versions (the previous one a year old, the current one from
 * two months ago), and the Paid Service Terms, Youth Protection Policy and Operating Policy.
 */
export function helpTerms(t: TimeKit): TermsSeed[] {
  const previous = t.at(-365);
  const current = t.at(-60);
  const version = (kind: TermsKind, v: 'previous' | 'current', effectiveAt: Date, since?: Date) => {
    const doc = document(kind);
    return { kind, title: doc.title, content: renderTerms(t, doc, v, effectiveAt, since), effectiveAt };
  };
  return [
    version('service', 'previous', previous),
    version('service', 'current', current, previous),
    version('paid', 'current', current),
    version('privacy', 'previous', previous),
    version('privacy', 'current', current, previous),
    version('youth', 'current', previous),
    version('policy', 'current', previous),
  ];
}
