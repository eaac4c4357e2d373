import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** What is worth compressing: text assets (not source maps, not the compressed copies themselves). */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|webmanifest|xml)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== '.vite') yield* filesUnder(path);
    } else if (COMPRESSIBLE.test(entry.name)) yield path;
  }
}

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every text file of the
 * build, index.html included, so the server sends precompressed bytes (`@fastify/static` preCompressed)
 * and spends no CPU on compression per request. Quality 11 is slow (~1 s for the player chunk) but runs
 * once, at build time.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'kickoff:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const jobs: Promise<void>[] = [];
      for await (const path of filesUnder(outDir)) {
        jobs.push(
          (async () => {
            const bytes = await readFile(path);
            const size = (await stat(path)).size;
            const [br, gzipped] = await Promise.all([
              brotli(bytes, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: 11,
                  [constants.BROTLI_PARAM_SIZE_HINT]: size,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                },
              }),
              gz(bytes, { level: 9 }),
            ]);
            await Promise.all([writeFile(`${path}.br`, br), writeFile(`${path}.gz`, gzipped)]);
          })(),
        );
      }
      await Promise.all(jobs);
    },
  };
}

/**
 * Writes `.vite/bundle-stats.json`: for each JavaScript chunk, the bytes each source module takes in it
 * (after tree-shaking, before minification). `scripts/bundle-size.mjs` reads it beside the manifest to
 * say which module grew when a budget is exceeded.
 */
export function bundleStats(): Plugin {
  let root = '';
  return {
    name: 'kickoff:bundle-stats',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle(_options, bundle) {
      const chunks: Record<string, { name: string; modules: Record<string, number> }> = {};
      for (const [fileName, chunk] of Object.entries(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const modules: Record<string, number> = {};
        for (const [id, info] of Object.entries(chunk.modules)) {
          if (info.renderedLength === 0) continue;
          const clean = id.replace(/\0/g, '').replace(/\?.*$/, '');
          const nm = clean.lastIndexOf('/node_modules/');
          const key = nm >= 0 ? clean.slice(nm + '/node_modules/'.length) : relative(root, clean);
          modules[key] = (modules[key] ?? 0) + info.renderedLength;
        }
        chunks[fileName] = { name: chunk.name, modules };
      }
      this.emitFile({
        type: 'asset',
        fileName: '.vite/bundle-stats.json',
        source: `${JSON.stringify(chunks, null, 1)}\n`,
      });
    },
  };
}

/**
 * Adds `<link rel="modulepreload">` for the default language's core messages (src/i18n/bundle-ja.ts) to
 * index.html: every page awaits them before its first render, and without the hint their fetch starts
 * only once the entry has run. A member who chose Korean or English fetches a few KiB for nothing.
 */
export function preloadDefaultMessages(): Plugin {
  return {
    name: 'kickoff:preload-default-messages',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const chunk = Object.values(context.bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith('/src/i18n/bundle-ja.ts'),
        );
        if (!chunk) throw new Error('preload-default-messages: no chunk for src/i18n/bundle-ja.ts');
        return [
          {
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}
