import { createHash } from 'node:crypto';
import type { Motif } from './art.motifs.js';
import {
  type ArtKind,
  type ArtSpec,
  colorsFromName,
  isArtKind,
  renderArt,
  titleOfName,
} from './art.render.js';
import type { ArtLeague, ArtRepo } from './art.repo.js';

/** Art paths are `<kind>/<name>`: lower-case letters, digits and dashes only, a few segments, short. */
const SAFE_PATH = /^[a-z0-9-]+(?:\/[a-z0-9-]+){1,3}$/;
const MAX_PATH = 120;

const SPORT_MOTIFS: Record<string, Motif> = {
  football: 'football',
  baseball: 'baseball',
  basketball: 'basketball',
  golf: 'golf',
};

/** Words of a name that pick a motif and a palette when no league matches it. */
const WORDS: Record<string, { motif: Motif; colors?: [string, string]; kicker: string }> = {
  live: { motif: 'live', colors: ['#2a0a12', '#ff3d5e'], kicker: 'LIVE' },
  tv: { motif: 'tv', colors: ['#0b1f3a', '#4aa8ff'], kicker: 'TV CHANNELS' },
  channel: { motif: 'tv', colors: ['#0b1f3a', '#4aa8ff'], kicker: 'TV CHANNELS' },
  web: { motif: 'devices', colors: ['#07251c', '#19e28c'], kicker: 'ANY SCREEN' },
  devices: { motif: 'devices', colors: ['#07251c', '#19e28c'], kicker: 'ANY SCREEN' },
  premium: { motif: 'multi', colors: ['#141414', '#ffb703'], kicker: 'PREMIUM PASS' },
  multi: { motif: 'multi', colors: ['#141414', '#ffb703'], kicker: 'MULTI-VIEW' },
  hero: { motif: 'stadium', colors: ['#0d1b4c', '#e63946'], kicker: 'KICKOFF' },
  /** The web's default intro image (spec §9) when a section gives none. */
  default: { motif: 'stadium', colors: ['#04130c', '#19e28c'], kicker: 'KICKOFF' },
  football: { motif: 'football', kicker: 'FOOTBALL' },
  baseball: { motif: 'baseball', kicker: 'BASEBALL' },
  basketball: { motif: 'basketball', kicker: 'BASKETBALL' },
  golf: { motif: 'golf', kicker: 'GOLF' },
};

export interface RenderedArt {
  svg: string;
  /** A strong validator of the bytes (quoted, as the header wants it). */
  etag: string;
}

/** The league a name is about: `league/neo1` exactly; `banner/bnext-round8` or `banner/neo-final` by its first word. */
function leagueOf(kind: ArtKind, name: string, leagues: ArtLeague[]): ArtLeague | undefined {
  if (kind === 'league') return leagues.find((l) => l.key === name);
  const first = name.split(/[-/]/)[0] ?? '';
  if (first.length < 3) return undefined;
  return leagues.find((l) => l.key === first) ?? leagues.find((l) => l.key.startsWith(first));
}

/**
 * Turns an art path into an SVG: league keys take the league's colours and sport from the database;
 * other names take a motif from their words and colours hashed from the name. Answers null for a
 * path that is unsafe, of an unknown kind, or a league that does not exist.
 */
export function createArtService({ repo }: { repo: Pick<ArtRepo, 'leagues'> }) {
  return {
    async render(path: string): Promise<RenderedArt | null> {
      if (path.length > MAX_PATH || !SAFE_PATH.test(path)) return null;
      const [kind = '', ...rest] = path.split('/');
      if (!isArtKind(kind)) return null;
      const name = rest.join('/');
      const league = leagueOf(kind, name, await repo.leagues());
      if (kind === 'league' && !league) return null;

      const words = name.split(/[-/]/);
      const word = words.map((w) => WORDS[w]).find(Boolean);
      const sport = league ? SPORT_MOTIFS[league.sport] : undefined;
      const spec: ArtSpec = {
        kind,
        colors: league?.colors ?? word?.colors ?? colorsFromName(name),
        motif: sport ?? word?.motif ?? 'stadium',
        title:
          kind === 'intro'
            ? null
            : kind === 'league' && league
              ? league.shortName.toUpperCase()
              : titleOfName(name),
        kicker: league ? league.sport.toUpperCase() : (word?.kicker ?? 'KICKOFF'),
        label: league && kind === 'league' ? league.shortName : titleOfName(name),
        align: kind === 'banner' ? 'right' : 'left',
      };
      const svg = renderArt(spec);
      const etag = `"${createHash('sha1').update(svg).digest('hex').slice(0, 20)}"`;
      return { svg, etag };
    },
  };
}
export type ArtService = ReturnType<typeof createArtService>;
