import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadAllMessages } from '../src/i18n/index.js';

// every language's messages at hand, so a test may switch with i18n.changeLanguage directly
await loadAllMessages();

// findBy*/waitFor wait 5 s, not Testing Library's 1 s: a file's first screen test renders lazily imported
// routes that vitest transforms on first use, 0.6–0.9 s on its own, past 1 s when the whole project runs
// on a loaded machine (notice.test.tsx › "opens /public/help…" failed so, on notice-row-36, not on its
// title; every help screen test failed alike with three runs side by side). Time is not what they check.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// No real sockets from screen tests: without a WebSocket the app's realtime connection stays off (the
// realtime tests stub one with vi.stubGlobal and drive it).
Reflect.deleteProperty(globalThis, 'WebSocket');
