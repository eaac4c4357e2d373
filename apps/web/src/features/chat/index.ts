/** The live chat (issue 12): the panel the live page shows beside its player. */
export { ChatPanel } from './components/ChatPanel.js';
