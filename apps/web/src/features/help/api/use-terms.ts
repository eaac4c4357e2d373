import type { Terms, TermsKind } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../core/api-client.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { helpKeys } from './help-keys.js';

/** GET /terms/{id or kind}: a version of the terms, or the version in force of a kind. */
export function useTerms(idOrKind: number | TermsKind) {
  const lang = useLanguage();
  return useQuery({
    queryKey: helpKeys.terms(lang, idOrKind),
    queryFn: ({ signal }) => api<Terms>(`/terms/${encodeURIComponent(String(idOrKind))}`, { signal }),
    staleTime: 5 * 60_000,
  });
}
