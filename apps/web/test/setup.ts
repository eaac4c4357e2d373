import { LOCALES } from '@kickoff/contract';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from '../src/i18n/index.js';

// every language's messages at hand, so a test may switch with i18n.changeLanguage directly
await Promise.all(LOCALES.map(loadLanguage));

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// No real sockets from screen tests: without a WebSocket the app's realtime connection stays off (the
// realtime tests stub one with vi.stubGlobal and drive it).
Reflect.deleteProperty(globalThis, 'WebSocket');
