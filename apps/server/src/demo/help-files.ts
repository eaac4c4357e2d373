import { z } from 'zod';
import { NEO1_CLUBS } from './catalogue/teams.js';
import { l10nSchema, readContent } from './content.js';
import { banner, csvAsset, pdfAsset, thumbnail } from './help-assets.js';
import { fill, fillL10n, momentExpr, momentOf } from './help-template.js';
import type { AssetSeed, L10n, TimeKit } from './help-text.js';

/** The files attached to notices and events, as the data describes them; built into bytes by help-assets.ts. */
export const artSchema = z.strictObject({
  kicker: z.string().optional(),
  title: z.string(),
  subtitle: z.string().optional(),
  from: z.string(),
  to: z.string(),
  accent: z.string().optional(),
  motif: z.enum(['football', 'baseball', 'basketball', 'tv', 'ticket', 'tools', 'chat', 'gift', 'multi']),
});

export const assetSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.enum(['banner', 'thumbnail']), name: l10nSchema, art: artSchema }),
  z.strictObject({ kind: z.literal('pdf'), name: l10nSchema, line: z.string() }),
  z.strictObject({
    kind: z.literal('neo-round-csv'),
    name: l10nSchema,
    round: z.string(),
    /** home and away by Neo League Division 1 club order (teams-football.ts), kick-off */
    fixtures: z.array(z.tuple([z.int().min(0).max(11), z.int().min(0).max(11), momentExpr])),
  }),
]);
export type AssetSpec = z.output<typeof assetSchema>;

/** Play-by-play and analyst pairs, in turn down the rows of a round's schedule. */
const commentators = () =>
  readContent('help/commentators.json', z.array(z.tuple([z.string(), z.string()])).min(1));

/** A Neo League round as a spreadsheet: one row per match, Japanese like the league's own schedules. */
function neoRoundCsv(t: TimeKit, name: L10n, round: string, fixtures: [number, number, Date][]): AssetSeed {
  const voices = commentators();
  const rows = [['節', '日付', 'キックオフ', 'ホーム', 'アウェイ', '会場', '配信', '実況', '解説']];
  for (const [i, [home, away, at]] of fixtures.entries()) {
    const [pbp, analyst] = voices[i % voices.length]!;
    rows.push([
      round,
      t.iso(at),
      t.hm(at),
      NEO1_CLUBS[home]!.name.ja,
      NEO1_CLUBS[away]!.name.ja,
      NEO1_CLUBS[home]!.venue.ja,
      'ライブ・見逃し',
      pbp,
      analyst,
    ]);
  }
  return csvAsset(name, rows);
}

export function buildAsset(t: TimeKit, spec: AssetSpec): AssetSeed {
  switch (spec.kind) {
    case 'banner':
    case 'thumbnail': {
      const { kicker, title, subtitle } = spec.art;
      const art = {
        ...spec.art,
        title: fill(t, title, 'en'),
        ...(kicker === undefined ? {} : { kicker: fill(t, kicker, 'en') }),
        ...(subtitle === undefined ? {} : { subtitle: fill(t, subtitle, 'ja') }),
      };
      return (spec.kind === 'banner' ? banner : thumbnail)(spec.name, art);
    }
    case 'pdf':
      return pdfAsset(spec.name, fill(t, spec.line, 'en'));
    case 'neo-round-csv':
      return neoRoundCsv(
        t,
        fillL10n(t, spec.name),
        spec.round,
        spec.fixtures.map(([home, away, at]) => [home, away, momentOf(t, at)]),
      );
  }
}
