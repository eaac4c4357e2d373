/** The layer popups of spec §2 and §4, mounted by the pages that show them (/ and /intro). */
export { LayerPopup } from './components/LayerPopup.js';
