import { HomeScreen } from '../../features/home/index.js';
import { LayerPopup } from '../../features/popup/index.js';
import { Page } from '../../ui/Page.js';

/** `/`: the member's home, and the layer popup of the home page (spec §2). */
export default function HomeRoute() {
  return (
    <Page>
      <HomeScreen />
      <LayerPopup path="/" />
    </Page>
  );
}
