import { Navigate } from 'react-router';
import { useGameTypes } from '../../features/catalogue/index.js';
import { LoadingBlock } from '../../ui/index.js';
import { Page } from '../../ui/Page.js';

/** /league: the first sport's league home (the menu's own entry links /league/football). */
export default function LeagueIndexRoute() {
  const gameTypes = useGameTypes();
  if (gameTypes.isPending) {
    return (
      <Page>
        <LoadingBlock minHeight="60vh" />
      </Page>
    );
  }
  return <Navigate to={`/league/${gameTypes.data?.[0]?.key ?? 'football'}`} replace />;
}
