/** The `id` of a watch URL: a positive integer, else null. */
export function idParam(search: URLSearchParams): number | null {
  const raw = search.get('id');
  if (!raw || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}
