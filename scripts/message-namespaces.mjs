// Which message namespaces the web's code shows, read from a build (issue 13: a page loads the messages of
// its own screens only). scripts/bundle-size.mjs uses it to
//  - hold apps/web/src/routes/area-namespaces.json (what a route area loads beside its screen,
//    routes/lazy-screen.ts) to what the area's chunks really use: every module that survived tree-shaking
//    in the screens' chunks and the chunks they load on demand, each `useTranslation(…)`,
//    `getFixedT(…, …)` and `'ns:key'` in their sources, and the `ns:` titles of the area's route table;
//  - check that what every page loads before its screen uses the core namespaces only (they come with
//    the language, i18n/index.ts);
//  - count the messages a page really loads in its first load.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const NAMESPACE_LISTS = [
  /\buseTranslation\(\s*([^)]*?)\s*\)/g,
  /\bgetFixedT\([^,()]*,\s*(\[[^\]]*\]|'[^']*')/g,
];
const NS_KEY = /['"`]([a-z][\w-]*):[\w.${]/g;

const withoutComments = (code) => code.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');

export function messageNamespaces(web) {
  const all = new Set(
    readdirSync(join(web, 'src/i18n/locales/ja')).map((file) => file.replace(/\.json$/, '')),
  );
  const indexSource = readFileSync(join(web, 'src/i18n/index.ts'), 'utf8');
  const coreList = /CORE_NAMESPACES = \[([^\]]*)\]/.exec(indexSource);
  if (!coreList) throw new Error('message namespaces: no CORE_NAMESPACES in apps/web/src/i18n/index.ts');
  const core = new Set([...coreList[1].matchAll(/'([\w-]+)'/g)].map((m) => m[1]));

  /** The namespaces one source file uses (`src/…`, as the bundle stats name it). */
  const cache = new Map();
  function usedBy(moduleId) {
    let found = cache.get(moduleId);
    if (found) return found;
    found = new Set();
    const path = join(web, moduleId.replace(/\?.*$/, ''));
    if (moduleId.startsWith('src/') && /\.tsx?$/.test(path) && existsSync(path)) {
      const code = withoutComments(readFileSync(path, 'utf8'));
      for (const pattern of NAMESPACE_LISTS)
        for (const match of code.matchAll(pattern)) {
          const names = [...match[1].matchAll(/'([\w-]+)'/g)].map((m) => m[1]);
          for (const ns of names.length ? names : ['common']) found.add(ns);
        }
      for (const match of code.matchAll(NS_KEY)) if (all.has(match[1])) found.add(match[1]);
    }
    cache.set(moduleId, found);
    return found;
  }

  /** The namespaces the modules of `files` (built files, with their bundle stats) use. */
  function usedByFiles(files, stats, skipModule = () => false) {
    const found = new Set();
    for (const file of files)
      for (const moduleId of Object.keys(stats[file]?.modules ?? {}))
        if (!skipModule(moduleId)) for (const ns of usedBy(moduleId)) found.add(ns);
    return found;
  }

  return { all, core, usedBy, usedByFiles };
}
