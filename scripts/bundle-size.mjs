#!/usr/bin/env node
// The web's bundle-size check (issue 13): reads the Vite manifest and .vite/bundle-stats.json of the last
// `npm run build` and the .br/.gz files the build writes beside every asset, then
//  - sums the first-load JavaScript of each page of apps/web/bundle-budgets.json: the entry, its static
//    imports, and the lazily loaded route module(s) the page renders with their static imports; a page's
//    `brotliKiB` is a ratchet (today's size plus a small margin: fails when the page grows past it), its
//    `goalBrotliKiB` the target it should reach (printed, met or not, never failing the check);
//  - checks every route screen's first load, and every lazily loaded chunk, against the general budgets;
//  - on a budget exceeded, names the page or chunk and what grew against the committed baseline
//    (apps/web/bundle-baseline.json: sizes per chunk and per source module).
// Usage: node scripts/bundle-size.mjs            check (exit 1 when a budget is exceeded)
//        node scripts/bundle-size.mjs --update   also rewrite the baseline after an intended change
import { existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { messageNamespaces } from './message-namespaces.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = join(root, 'apps/web');
const dist = join(web, 'dist');
const manifestFile = join(dist, '.vite/manifest.json');
const statsFile = join(dist, '.vite/bundle-stats.json');
const baselineFile = join(web, 'bundle-baseline.json');
const budgets = JSON.parse(readFileSync(join(web, 'bundle-budgets.json'), 'utf8'));
const update = process.argv.includes('--update');

if (!existsSync(manifestFile) || !existsSync(statsFile)) {
  console.error(
    'bundle size: no build to measure (apps/web/dist/.vite/manifest.json): run `npm run build` first',
  );
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
const KiB = 1024;
const kib = (n) => `${(n / KiB).toFixed(1)} KiB`;
const signed = (n) => `${n >= 0 ? '+' : '−'}${kib(Math.abs(n))}`;

/** raw, gzip and brotli bytes of one built file (the build's own .gz/.br when present). */
const sizeCache = new Map();
function sizeOf(file) {
  let size = sizeCache.get(file);
  if (!size) {
    const path = join(dist, file);
    const bytes = readFileSync(path);
    size = {
      raw: bytes.length,
      gzip: existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : gzipSync(bytes, { level: 9 }).length,
      brotli: existsSync(`${path}.br`)
        ? statSync(`${path}.br`).size
        : brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    };
    sizeCache.set(file, size);
  }
  return size;
}

/** A chunk's name that survives rebuilds: its source for entries, its chunk name otherwise. */
const stableNames = new Map();
{
  const taken = new Map();
  for (const [key, entry] of Object.entries(manifest)) {
    if (!entry.file.endsWith('.js')) continue;
    const base = entry.src && !key.startsWith('_') ? entry.src : (entry.name ?? key);
    const n = taken.get(base) ?? 0;
    taken.set(base, n + 1);
    stableNames.set(entry.file, n === 0 ? base : `${base}#${n + 1}`);
  }
}

/** The JavaScript files a set of manifest keys loads before it runs: the keys and their static imports. */
function closure(keys) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry)
      throw new Error(
        `bundle size: ${key} is not in the Vite manifest (renamed? update bundle-budgets.json)`,
      );
    if (files.has(entry.file)) return;
    files.add(entry.file);
    for (const k of entry.imports ?? []) visit(k);
  };
  for (const k of keys) visit(k);
  return [...files].filter((f) => f.endsWith('.js'));
}

function measure(files) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  const chunks = {};
  for (const f of files) {
    const s = sizeOf(f);
    total.raw += s.raw;
    total.gzip += s.gzip;
    total.brotli += s.brotli;
    chunks[stableNames.get(f)] = s.brotli;
  }
  return { ...total, chunks };
}

// every entry: the app (index.html) and the loader of a page the server drew (src/boot.ts), which a
// drawn page loads first (counted in every page, drawn or not)
const entryKeys = Object.keys(manifest).filter((k) => manifest[k].isEntry);
const firstKeys = [...entryKeys, ...(budgets.beforeRender ?? [])];
const firstFiles = new Set(closure(firstKeys));
const failures = [];

// the messages of each route area (area-namespaces.json: what a route loads beside its screen) and of
// what loads before any screen (the core namespaces only)
const namespaces = messageNamespaces(web);
const areaFile = join(web, 'src/routes/area-namespaces.json');
const AREA_OF = /^src\/routes\/([\w-]+)\/[^/]+\.tsx?$/;
/** Built files a set of keys loads, on demand too (the player inside a screen), messages left out. */
function fullClosure(keys) {
  const files = new Set();
  const visit = (key) => {
    const entry = manifest[key];
    if (!entry || files.has(entry.file) || firstFiles.has(entry.file) || key.startsWith('src/i18n/')) return;
    files.add(entry.file);
    for (const k of [...(entry.imports ?? []), ...(entry.dynamicImports ?? [])]) visit(k);
  };
  for (const k of keys) visit(k);
  return [...files];
}
const areaNamespaces = {};
for (const [key, entry] of Object.entries(manifest)) {
  const area = AREA_OF.exec(key)?.[1];
  if (!area || !entry.isDynamicEntry) continue;
  areaNamespaces[area] ??= new Set(
    [...namespaces.usedBy(`src/routes/${area}/index.tsx`)].filter((ns) => !namespaces.core.has(ns)),
  );
  for (const ns of namespaces.usedByFiles(fullClosure([key]), stats))
    if (!namespaces.core.has(ns)) areaNamespaces[area].add(ns);
}
const areaExpected = Object.fromEntries(
  Object.keys(areaNamespaces)
    .sort()
    .map((area) => [area, [...areaNamespaces[area]].sort()]),
);
const areaDeclared = existsSync(areaFile) ? JSON.parse(readFileSync(areaFile, 'utf8')) : {};
if (update) writeFileSync(areaFile, `${JSON.stringify(areaExpected, null, 2)}\n`);
else if (JSON.stringify(areaDeclared) !== JSON.stringify(areaExpected))
  failures.push(
    `✗ apps/web/src/routes/area-namespaces.json does not name the namespaces the route areas use; it should be:\n${JSON.stringify(areaExpected, null, 2)}\n    (node scripts/bundle-size.mjs --update writes it)`,
  );
const routeTable = (moduleId) => /^src\/routes\/([\w-]+\/)?index\.tsx$/.test(moduleId);
const firstLoadNamespaces = [...namespaces.usedByFiles(firstFiles, stats, routeTable)].filter(
  (ns) => !namespaces.core.has(ns),
);
if (firstLoadNamespaces.length)
  failures.push(
    `✗ what loads before any screen uses namespaces that are not core: ${firstLoadNamespaces.join(', ')} (use a core namespace, or add it to CORE_NAMESPACES in apps/web/src/i18n/index.ts)`,
  );
/** The Japanese message chunks a screen's route loads beside it (Japanese: the default language). */
function messageKeys(routeKeys) {
  const keys = [];
  for (const key of routeKeys)
    for (const ns of areaExpected[AREA_OF.exec(key)?.[1]] ?? []) {
      const file = `src/i18n/locales/ja/${ns}.json`;
      if (manifest[file]) keys.push(file);
    }
  return keys;
}

const pages = {};
for (const [page, { routes, brotliKiB, goalBrotliKiB }] of Object.entries(budgets.pages)) {
  pages[page] = {
    budget: brotliKiB * KiB,
    goal: goalBrotliKiB === undefined ? undefined : goalBrotliKiB * KiB,
    ...measure(closure([...firstKeys, ...routes, ...messageKeys(routes)])),
  };
}
// every other route screen: the entry, what renders await, and the screen's chunk with its static imports
const routeScreens = {};
for (const [key, entry] of Object.entries(manifest)) {
  if (!entry.isDynamicEntry || !key.startsWith(budgets.routeScreens.under)) continue;
  routeScreens[key] = {
    budget: budgets.routeScreens.brotliKiB * KiB,
    ...measure(closure([...firstKeys, key, ...messageKeys([key])])),
  };
}
// every chunk on its own (the player and other lazily loaded features included)
const chunkSizes = {};
for (const [file, chunk] of Object.entries(stats)) {
  const name = stableNames.get(file) ?? chunk.name;
  const override = budgets.chunks.brotliKiB[name] ?? budgets.chunks.brotliKiB[chunk.name];
  chunkSizes[name] = {
    budget: (override ?? budgets.chunks.defaultBrotliKiB) * KiB,
    ...sizeOf(file),
    modules: chunk.modules,
  };
}

const baseline = existsSync(baselineFile) ? JSON.parse(readFileSync(baselineFile, 'utf8')) : null;

/** Growth below this is noise (a changed hash, a reordered import): not named. */
const NOTICEABLE = 52;

/** What grew in a chunk against the baseline: its modules by growth, largest first. */
function grownModules(name, limit = 5) {
  const before = baseline?.chunks?.[name]?.modules ?? {};
  const now = chunkSizes[name]?.modules ?? {};
  return Object.keys({ ...before, ...now })
    .map((id) => ({ id, delta: (now[id] ?? 0) - (before[id] ?? 0), isNew: !(id in before) }))
    .filter((m) => m.delta >= NOTICEABLE)
    .sort((a, b) => b.delta - a.delta)
    .slice(0, limit)
    .map((m) => `      ${m.id}: ${m.isNew ? 'new, ' : ''}${signed(m.delta)} before minification`);
}

function explainSet(label, result, before) {
  const lines = [`✗ ${label}: ${kib(result.brotli)} brotli, budget ${kib(result.budget)}`];
  if (!before) return [...lines, '    (no baseline to compare with)'];
  lines.push(`    baseline ${kib(before.brotli)} brotli (${signed(result.brotli - before.brotli)})`);
  const grown = Object.entries(result.chunks)
    .map(([name, br]) => ({
      name,
      br,
      delta: br - (before.chunks?.[name] ?? 0),
      isNew: !(name in (before.chunks ?? {})),
    }))
    .filter((c) => c.delta >= NOTICEABLE)
    .sort((a, b) => b.delta - a.delta);
  for (const c of grown.slice(0, 5)) {
    lines.push(
      `    ${c.name}: ${c.isNew ? 'new in this page, ' : ''}${kib(c.br)} brotli (${signed(c.delta)})`,
    );
    lines.push(...grownModules(c.name));
  }
  return lines;
}

console.log('first-load JavaScript per page (entry + static imports + the route chunks it renders):');
console.log(
  `  ${'page'.padEnd(12)} ${'raw'.padStart(11)} ${'gzip'.padStart(11)} ${'brotli'.padStart(11)}   ${'budget'.padEnd(11)} goal`,
);
const slack = [];
for (const [page, r] of Object.entries(pages)) {
  const ok = r.brotli <= r.budget;
  const goal =
    r.goal === undefined
      ? ''
      : `goal ${(r.goal / KiB).toFixed(0)} KiB: ${r.brotli <= r.goal ? 'met' : 'not met'} (${(r.brotli / KiB).toFixed(1)})`;
  console.log(
    `${ok ? '✓' : '✗'} ${page.padEnd(12)} ${kib(r.raw).padStart(11)} ${kib(r.gzip).padStart(11)} ${kib(r.brotli).padStart(11)}   ${kib(r.budget).padEnd(11)} ${goal}`,
  );
  if (!ok) failures.push(...explainSet(`page ${page}`, r, baseline?.pages?.[page]));
  // the ratchet follows a page down: say so when it has shrunk well below its budget
  else if (r.budget - r.brotli > 8 * KiB && (r.goal === undefined || r.budget > r.goal))
    slack.push(`  ${page}: ${kib(r.brotli)}, budget ${kib(r.budget)}`);
}
if (slack.length)
  console.log(
    [
      'pages well under their budget (lower brotliKiB in apps/web/bundle-budgets.json to keep the gain):',
      ...slack,
    ].join('\n'),
  );
const routeOver = Object.entries(routeScreens).filter(([, r]) => r.brotli > r.budget);
const heaviest = Object.entries(routeScreens).sort((a, b) => b[1].brotli - a[1].brotli)[0];
console.log(
  `${routeOver.length ? '✗' : '✓'} ${Object.keys(routeScreens).length} route screens within ${kib(budgets.routeScreens.brotliKiB * KiB)} brotli first load` +
    (heaviest ? ` (heaviest: ${heaviest[0]}, ${kib(heaviest[1].brotli)})` : ''),
);
// the first few in detail; the rest (usually the same growth, in the entry) one line each
for (const [i, [key, r]] of routeOver.entries()) {
  if (i < 2) failures.push(...explainSet(`route screen ${key}`, r, baseline?.routeScreens?.[key]));
  else failures.push(`✗ route screen ${key}: ${kib(r.brotli)} brotli, budget ${kib(r.budget)}`);
}
const chunkOver = Object.entries(chunkSizes).filter(([, c]) => c.brotli > c.budget);
console.log(
  `${chunkOver.length ? '✗' : '✓'} ${Object.keys(chunkSizes).length} chunks within their own budgets`,
);
for (const [name, c] of chunkOver) {
  const before = baseline?.chunks?.[name];
  failures.push(
    `✗ chunk ${name}: ${kib(c.brotli)} brotli, budget ${kib(c.budget)}` +
      (before ? ` (baseline ${kib(before.brotli)}, ${signed(c.brotli - before.brotli)})` : ' (new chunk)'),
    ...grownModules(name),
  );
}

if (update) {
  const slim = (r) => ({ raw: r.raw, gzip: r.gzip, brotli: r.brotli, chunks: r.chunks });
  const next = {
    note: 'Written by `node scripts/bundle-size.mjs --update`: what the bundle-size check compares against.',
    pages: Object.fromEntries(Object.entries(pages).map(([k, r]) => [k, slim(r)])),
    routeScreens: Object.fromEntries(Object.entries(routeScreens).map(([k, r]) => [k, slim(r)])),
    chunks: Object.fromEntries(
      Object.entries(chunkSizes).map(([k, c]) => [
        k,
        { raw: c.raw, gzip: c.gzip, brotli: c.brotli, modules: c.modules },
      ]),
    ),
  };
  writeFileSync(baselineFile, `${JSON.stringify(next, null, 1)}\n`);
  console.log(`baseline written: ${baselineFile}`);
}

if (failures.length) {
  console.log('');
  for (const line of failures) console.log(line);
  console.log(
    '\nbundle size: over budget (shrink it, or raise the budget in apps/web/bundle-budgets.json with a reason;' +
      ' the page budgets are a ratchet towards their goal)',
  );
  process.exit(1);
}
const goalsMissed = Object.values(pages).filter((r) => r.goal !== undefined && r.brotli > r.goal).length;
console.log(
  `bundle size: every budget kept${goalsMissed ? ` (goal not met yet by ${goalsMissed} of ${Object.keys(pages).length} pages)` : ''}`,
);
