import { useTranslation } from '../../../i18n/react.js';
import { Tabs } from '../../../ui/index.js';
import type { LeagueMenuItem } from '../../league/index.js';

/** The league picker of the standings and player screens: one pill per league, in menu order. */
export function LeaguePills({
  leagues,
  value,
  onChange,
}: {
  leagues: LeagueMenuItem[];
  value: number | undefined;
  onChange: (leagueId: number) => void;
}) {
  const { t } = useTranslation('news');
  return (
    <Tabs
      variant="pill"
      ariaLabel={t('picker.league')}
      value={value === undefined ? undefined : String(value)}
      onChange={(key) => onChange(Number(key))}
      items={leagues.map((l) => ({ key: String(l.id), label: l.name }))}
    />
  );
}
