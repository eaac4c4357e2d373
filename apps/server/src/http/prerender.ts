import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * The web build's server render (apps/web/src/prerender.tsx, built by `vite build --ssr` into
 * `apps/web/dist-ssr/prerender.js`): what a logged-out visitor lands on, drawn here so the page paints
 * before the app's code has come (issue 13 point 3), then hydrated by the app from the state sent with it.
 */
interface PrerenderModule {
  PRERENDERED: Readonly<Record<string, readonly string[]>>;
  prerender(
    path: string,
    lang: string,
    transport: (url: string, init: RequestInit) => Promise<Response>,
  ): Promise<{ html: string; screens: readonly string[]; title: string; state: unknown } | null>;
}

export interface PrerenderedPage {
  html: string;
  screens: readonly string[];
  title: string;
  state: unknown;
  lang: string;
}

/** An entry of the browser build's `.vite/manifest.json`. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The files a drawn page needs beyond what index.html already names (the entry and what it imports):
 * its screens' stylesheets — linked, so its first paint is styled as the app will style it — and their
 * scripts, with the core messages of a language other than Japanese (index.html preloads those), so the
 * app can hydrate without waiting to discover them.
 */
export function pageAssets(manifest: Manifest, screens: readonly string[], lang: string) {
  const closure = (keys: string[]) => {
    const seen = new Set<string>();
    const queue = [...keys];
    while (queue.length > 0) {
      const key = queue.pop()!;
      if (seen.has(key) || !manifest[key]) continue;
      seen.add(key);
      queue.push(...(manifest[key].imports ?? []));
    }
    return [...seen].map((key) => manifest[key]!);
  };
  const loaded = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  const loadedFiles = new Set(loaded.flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]));
  const messages = lang === 'ja' ? [] : [`src/i18n/bundle-${lang}.ts`];
  const chunks = closure([...screens, ...messages]);
  const fresh = (file: string) => !loadedFiles.has(file);
  return {
    styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter(fresh).map((file) => `/${file}`),
    scripts: [...new Set(chunks.map((chunk) => chunk.file))].filter(fresh).map((file) => `/${file}`),
  };
}

/** `promise`, or `late()` once `ms` have passed without it settling (the timer never outlives the race). */
async function within<T, L>(promise: Promise<T>, ms: number, late: () => L): Promise<T | L> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<L>((resolve, reject) => {
    timer = setTimeout(() => {
      try {
        resolve(late());
      } catch (error) {
        reject(error);
      }
    }, ms);
  });
  try {
    return await Promise.race([promise, deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/** How long a drawn page is reused: the read cache's life of the answers it is drawn from. */
const PAGE_TTL_MS = 10_000;
/** A visitor waits this long for a page being drawn, then gets the app's shell (the render goes on). */
const RENDER_WAIT_MS = 1_500;
/** A render still going after this long is given up (the next one may start). */
const RENDER_LIMIT_MS = 10_000;

/**
 * The pages the server draws, or null without an SSR build. Renders run one at a time (the module keeps
 * the language and the transport of the render under way) and each page is reused for PAGE_TTL_MS per
 * language; the app's calls during a render are answered by this server's own routes (`app.inject`, with
 * no cookie: a visitor's page). A failed or slow render gives null: the visitor gets the shell (a failed
 * one is drawn again on the next visit).
 */
export async function loadPrerender(entry: string, app: FastifyInstance, log: FastifyBaseLogger) {
  if (!existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as PrerenderModule;
  const paths = new Set(Object.keys(module.PRERENDERED));
  const transport = async (url: string, init: RequestInit): Promise<Response> => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      ...(typeof init.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(answer.headers)) {
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, { status: answer.statusCode, headers });
  };

  const pages = new Map<string, { at: number; page: Promise<PrerenderedPage | null> }>();
  let queue: Promise<unknown> = Promise.resolve();
  const draw = (path: string, lang: string): Promise<PrerenderedPage | null> => {
    const run = queue.then(async () => {
      const started = performance.now();
      // a render that never ends (a call that never answers) must not hold the queue: it is given up
      const drawn = await within(module.prerender(path, lang, transport), RENDER_LIMIT_MS, () => {
        throw new Error(`no page after ${RENDER_LIMIT_MS} ms`);
      });
      log.debug({ path, lang, ms: Math.round(performance.now() - started) }, 'page prerendered');
      return drawn && { ...drawn, lang };
    });
    queue = run.catch(() => undefined);
    return run.catch((error: unknown) => {
      log.warn({ err: error, path, lang }, 'prerender failed: the app shell is sent instead');
      return null;
    });
  };

  return {
    paths,
    /** The page drawn for a visitor with no session, in `lang`; null when it cannot be had in time. */
    async page(path: string, lang: string, now = Date.now()): Promise<PrerenderedPage | null> {
      const key = `${lang} ${path}`;
      let entry = pages.get(key);
      if (!entry || now - entry.at >= PAGE_TTL_MS) {
        const drawn: { at: number; page: Promise<PrerenderedPage | null> } = {
          at: now,
          page: draw(path, lang),
        };
        // a failed render is not kept: the next visit tries again
        void drawn.page.then((page) => {
          if (!page && pages.get(key) === drawn) pages.delete(key);
        });
        entry = drawn;
        pages.set(key, entry);
      }
      return within(entry.page, RENDER_WAIT_MS, () => null);
    },
  };
}

export type Prerender = NonNullable<Awaited<ReturnType<typeof loadPrerender>>>;

/** Text for an HTML attribute or element. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * index.html with a drawn page: its language on `<html>`, its title, its screens' files in the head
 * (`pageAssets`), its markup in `#root`, and the state the app hydrates from as a JSON data block (not a
 * script the Content-Security-Policy would refuse).
 */
export function withPrerendered(html: string, page: PrerenderedPage, manifest: Manifest): string {
  // JSON in a <script> element: `<` escaped, so no `</script>` or `<!--` in the data ends it early
  const state = JSON.stringify(page.state).replace(/</g, '\\u003c');
  const { styles, scripts } = pageAssets(manifest, page.screens, page.lang);
  // every stylesheet ahead of the scripts: the page paints once its styles are in, and on a phone's
  // network (six connections to a host) they would otherwise queue behind two dozen module files
  const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]*>\s*/g)].map((m) => m[0].trim());
  const head = [
    ...sheets,
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
  ];
  const preloads = scripts.map(
    (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`,
  );
  return (
    html
      .replace(/<link rel="stylesheet"[^>]*>\s*/g, '')
      // the page is drawn: the app's code only hydrates it, so it comes after what the page shows (its
      // stylesheets, its images) rather than competing with them on a slow network
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
      .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
      .replace(/(<title>[^<]*<\/title>)/, `$1${head.join('')}`)
      .replace('</head>', `${preloads.join('')}</head>`)
      .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.lang)}"`)
      .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
      .replace(/<div id="root">[\s\S]*?<\/div>(\s*<\/body>)/, `<div id="root">${page.html}</div>$1`)
      .replace('</body>', `<script type="application/json" id="kickoff-prerender">${state}</script></body>`)
  );
}
