/**
 * Loop playback (spec §4): when a VOD ends with loop on, the next VOD of the game's list plays; at the
 * last one loop turns off. Answers the next VOD's id, or null (loop off, or nothing follows).
 */
export function nextInLoop(list: readonly { id: number }[], currentId: number): number | null {
  const at = list.findIndex((vod) => vod.id === currentId);
  if (at < 0) return list[0]?.id ?? null;
  return list[at + 1]?.id ?? null;
}
