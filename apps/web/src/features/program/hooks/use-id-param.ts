import { useSearchParams } from 'react-router';

/** The `?id=` of a detail page as a positive integer, or null when it is missing or not an id. */
export function useIdParam(): number | null {
  const [params] = useSearchParams();
  const raw = params.get('id') ?? '';
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}
