import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { bundleStats, precompress, preloadDefaultMessages } from './build-plugins.js';

/** `npm run dev`: the API on 8080 by default; WEB_PORT and API_TARGET run a second pair beside it. */
const apiTarget = process.env.API_TARGET ?? 'http://127.0.0.1:8080';

/**
 * The browser calls the dev server's own origin, a same-origin call; the API's CSRF guard compares Origin
 * with PUBLIC_URL or the request's own host, which the proxy may rewrite, so the proxied call carries the
 * origin of the host it arrives with (what the built app, served by the API itself, sends).
 */
const apiProxy: ProxyOptions = {
  target: apiTarget,
  configure: (proxy) => {
    proxy.on('proxyReq', (request) => {
      const host = request.getHeader('host');
      if (request.getHeader('origin') && typeof host === 'string')
        request.setHeader('origin', `http://${host}`);
    });
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  // the server's build of src/prerender.tsx (`vite build --ssr`, into dist-ssr/) needs none of the
  // browser build's: no page budgets, no HTML, nothing sent compressed, no public files
  plugins: isSsrBuild ? [react()] : [react(), bundleStats(), preloadDefaultMessages(), precompress()],
  publicDir: isSsrBuild ? false : 'public',
  // the manifest and .vite/bundle-stats.json feed the bundle-size check (scripts/bundle-size.mjs)
  build: {
    target: 'es2022',
    // the maps are built (beside each file, for a debugger or an error report to be pointed at) but not
    // named in the files: a `//# sourceMappingURL=…` line in each of a page's ~45 chunks was ~1.5 KiB
    // of every member's first load
    sourcemap: 'hidden',
    manifest: true,
    // every browser the app supports preloads modules itself: no polyfill in the first load
    modulePreload: { polyfill: false },
    chunkSizeWarningLimit: 800,
    rolldownOptions: {
      // the browser build's entries: the app (index.html) and the loader of a page the server drew
      // (src/boot.ts: it starts the app once such a page has painted)
      ...(isSsrBuild ? {} : { input: { index: 'index.html', boot: 'src/boot.ts' } }),
      // zod's schema builders (and the contract's helpers that only call them) have no side effects:
      // a contract module the first load imports a constant or a rule from does not bring along its
      // schemas, nor zod, when nothing uses them (issue 13 point 2)
      treeshake: { manualPureFunctions: ['z', 'envelope', 'isoDateTime'] },
    },
  },
  server: {
    port: Number(process.env.WEB_PORT ?? 5173),
    strictPort: true,
    proxy: { '/api': apiProxy, '/media': apiProxy },
  },
}));
