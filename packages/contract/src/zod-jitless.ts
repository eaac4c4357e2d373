import { z } from 'zod';

/**
 * zod without its JIT in a browser page. zod 4 compiles object parsers with `new Function` and, to
 * know whether it may, probes it once when it builds the first object schema: an eval the page's
 * Content-Security-Policy (`script-src 'self'`) refuses and reports as a violation on every page.
 * Jitless, zod neither probes nor compiles. The server keeps the JIT (no CSP applies there, and its
 * request and response parsing is faster with it).
 *
 * Imported first by index.ts, so it runs before any schema of the contract is built, in whatever
 * chunk the bundler puts the contract (a call in the web entry would run after that chunk).
 */
if ('document' in globalThis) z.config({ jitless: true });
