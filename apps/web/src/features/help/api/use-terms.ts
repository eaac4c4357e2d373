import type { TermsKind } from '@kickoff/contract';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../core/call.js';
import { useLanguage } from '../../../i18n/use-language.js';
import { helpKeys } from './help-keys.js';

/** GET /terms/{id or kind}: a version of the terms, or the version in force of a kind. */
export function useTerms(idOrKind: number | TermsKind) {
  const lang = useLanguage();
  return useQuery({
    queryKey: helpKeys.terms(lang, idOrKind),
    queryFn: ({ signal }) => call('terms.get', { params: { id: idOrKind }, signal }),
    staleTime: 5 * 60_000,
  });
}
