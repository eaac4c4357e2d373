import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

describe('package.json sideEffects', () => {
  // the web bundler drops a side-effect-free module whose exports nobody uses, and with it its imports:
  // index.ts must count as having side effects or zod-jitless.ts never runs and the browser's CSP reports
  // zod's eval probe on every page (e2e/help.spec.ts found it)
  it('keeps index.ts and the zod-jitless.ts it imports first', () => {
    const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
      sideEffects?: string[];
    };
    expect(pkg.sideEffects).toEqual(expect.arrayContaining(['./src/index.ts', './src/zod-jitless.ts']));
    expect(readFileSync(new URL('./index.ts', import.meta.url), 'utf8')).toMatch(
      /^(\/\/.*\n)*import '\.\/zod-jitless\.js';/,
    );
  });
});
