import { GENDERS, type Gender } from '@kickoff/contract';
import { useTranslation } from '../../../i18n/react.js';

/** The genders offered: male and female; "no answer" (無回答) only in Japanese (spec §3). */
export function useGenders(): readonly Gender[] {
  const { i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return lang === 'ja' ? GENDERS : GENDERS.filter((g) => g !== 'none');
}
