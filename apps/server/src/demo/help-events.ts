import { z } from 'zod';
import { l10nSchema, readContent } from './content.js';
import { assetSchema, buildAsset } from './help-files.js';
import { type Campaign, campaign, fillL10n, momentExpr, momentOf, readBody } from './help-template.js';
import { type EventSeed, type L10n, l, type TimeKit } from './help-text.js';

/** An event of help/events/running.json or upcoming.json; its body is help/events/<file>/<slug>.<lang>.md. */
const eventSchema = z.strictObject({
  slug: z.string(),
  startAt: momentExpr,
  endAt: momentExpr,
  title: l10nSchema,
  summary: l10nSchema,
  thumbnail: assetSchema,
  images: z.array(assetSchema).optional(),
  files: z.array(assetSchema).optional(),
});

const prizeSchema = z.strictObject({ prize: l10nSchema, people: z.array(z.string()).min(1) });
type Prize = z.output<typeof prizeSchema>;

/**
 * An ended campaign of help/events/past.json: its days (from today, or a campaign of campaigns.json), texts,
 * thumbnail and, once drawn, the winners. Its body (after the dates) is help/events/past/<slug>.<lang>.md.
 */
const pastSchema = z.strictObject({
  slug: z.string(),
  days: z.union([z.string(), z.strictObject({ start: z.int(), end: z.int(), winners: z.int().optional() })]),
  title: l10nSchema,
  summary: l10nSchema,
  thumbnail: assetSchema,
  prizes: z.array(prizeSchema).optional(),
});

function currentEvents(t: TimeKit, file: 'running' | 'upcoming'): EventSeed[] {
  const where = `help/events/${file}.json`;
  return readContent(where, z.array(eventSchema)).map((e) => ({
    title: fillL10n(t, e.title, where),
    summary: fillL10n(t, e.summary, where),
    content: readBody(t, `help/events/${file}/${e.slug}`),
    thumbnail: buildAsset(t, e.thumbnail),
    ...(e.images ? { images: e.images.map((a) => buildAsset(t, a)) } : {}),
    ...(e.files ? { files: e.files.map((a) => buildAsset(t, a)) } : {}),
    startAt: momentOf(t, e.startAt),
    endAt: momentOf(t, e.endAt),
  }));
}

/** "Winners" text: prize groups with masked e-mail addresses or nicknames, then how prizes are claimed. */
export function winnersText(t: TimeKit, claimBy: Date, groups: Prize[]): L10n {
  const list = (lang: keyof L10n, suffix: string, heading: (p: string) => string) =>
    groups
      .map((g) => `${heading(g.prize[lang])}\n${g.people.map((p) => `${p}${suffix}`).join('\n')}`)
      .join('\n\n');
  const by = t.date(claimBy);
  return l(
    `厳正なる抽選の結果、以下の皆さまが当選されました。おめでとうございます！

${list('ja', ' 様', (p) => `【${p}】`)}

当選された方には、ご登録のメールアドレス宛にご連絡しております。${by.ja}までに賞品のお届け先をご登録ください。
期限までにご登録がない場合は、当選を無効とさせていただきます。`,
    `엄정한 추첨을 통해 아래 분들이 당첨되셨습니다. 축하드립니다!

${list('ko', ' 님', (p) => `【${p}】`)}

당첨되신 분께는 등록하신 이메일 주소로 연락드렸습니다. ${by.ko}까지 경품 배송지를 등록해 주세요.
기한까지 등록하지 않으시면 당첨이 취소됩니다.`,
    `The winners have been drawn. Congratulations to:

${list('en', '', (p) => `[${p}]`)}

We have e-mailed each winner at their registered address. Please enter your delivery details by ${by.en}.
Prizes not claimed by then will be forfeited.`,
  );
}

/** Ended campaigns, newest first; all but the most recent have announced their winners. */
function pastEvents(t: TimeKit): EventSeed[] {
  return readContent('help/events/past.json', z.array(pastSchema)).map((e) => {
    const days: Campaign = typeof e.days === 'string' ? campaign(e.days) : e.days;
    const startAt = t.at(days.start, 12);
    const endAt = t.at(days.end, 23, 59);
    const when = [t.date(startAt), t.date(endAt)] as const;
    const body = readBody(t, `help/events/past/${e.slug}`);
    const summary = fillL10n(t, e.summary, 'help/events/past.json');
    return {
      title: fillL10n(t, e.title, 'help/events/past.json'),
      summary,
      content: l(
        `${summary.ja}\n\n■ 期間\n${when[0].ja} 12:00〜${when[1].ja} 23:59\n\n${body.ja}`,
        `${summary.ko}\n\n■ 기간\n${when[0].ko} 12:00~${when[1].ko} 23:59\n\n${body.ko}`,
        `${summary.en}\n\n■ Dates\n${when[0].en}, 12:00 – ${when[1].en}, 23:59\n\n${body.en}`,
      ),
      thumbnail: buildAsset(t, e.thumbnail),
      startAt,
      endAt,
      ...(days.winners !== undefined && e.prizes
        ? {
            winners: {
              text: winnersText(t, t.at(days.winners + 7), e.prizes),
              announcedAt: t.at(days.winners, 15),
            },
          }
        : {}),
    };
  });
}

/** All demo events, earliest start first. */
export function helpEvents(t: TimeKit): EventSeed[] {
  return [...currentEvents(t, 'upcoming'), ...currentEvents(t, 'running'), ...pastEvents(t)].sort(
    (a, b) => a.startAt.getTime() - b.startAt.getTime(),
  );
}
