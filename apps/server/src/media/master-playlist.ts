import { RENDITION_IDS, type RenditionId, renditionsUpTo } from '@kickoff/contract';

/**
 * The ladder's master playlist with only the renditions up to `max` (decisions.md: quality is
 * enforced by the media server — a rendition above the pass is never listed). A variant is kept when
 * its URI's first folder is an allowed rendition (`720p30/index.m3u8`); an I-frame or media entry
 * whose URI attribute names a rendition above `max` goes too. Every other line is kept as it is.
 */
export function masterUpTo(master: string, max: RenditionId): string {
  const allowed = new Set<string>(renditionsUpTo(max).map((r) => r.id));
  const barred = new Set<string>(RENDITION_IDS.filter((id) => !allowed.has(id)));
  const folderOf = (uri: string) => uri.trim().split('/')[0] ?? '';
  const lines = master.split(/\r?\n/);
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? '';
    if (line.startsWith('#EXT-X-STREAM-INF')) {
      // the variant's URI is the next line that is not blank
      let j = i + 1;
      while (j < lines.length && (lines[j] ?? '').trim() === '') j++;
      const uri = lines[j] ?? '';
      if (allowed.has(folderOf(uri))) out.push(line, uri);
      i = j;
      continue;
    }
    const uriAttribute = /URI="([^"]*)"/.exec(line);
    if (line.startsWith('#EXT-X-') && uriAttribute && barred.has(folderOf(uriAttribute[1] ?? ''))) continue;
    if (line.trim() === '') continue;
    out.push(line);
  }
  return `${out.join('\n')}\n`;
}
