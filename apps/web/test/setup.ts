import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../src/i18n/index.js';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// No real sockets from screen tests: without a WebSocket the app's realtime connection stays off (the
// realtime tests stub one with vi.stubGlobal and drive it).
Reflect.deleteProperty(globalThis, 'WebSocket');
