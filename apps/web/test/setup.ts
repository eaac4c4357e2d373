import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import '../src/i18n/index.js';

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});
