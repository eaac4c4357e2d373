/** The layer popups of spec §2 and §4, mounted by the pages that show them (/ and /intro). */
export { LayerPopup, type LayerPopupProps } from './components/LayerPopup.js';
