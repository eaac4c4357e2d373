import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { type CallAnswer, type DrawnPage, type RenderCall, startRenderWorker } from './render-worker.js';

/**
 * The web build's server render (apps/web/src/prerender.tsx, built by `vite build --ssr` into
 * `apps/web/dist-ssr/prerender.js`, run on a thread of its own: render-worker.ts): what a logged-out
 * visitor lands on and a member's first screens, drawn here so the page paints before the app's code has
 * come (issue 13 point 3), then hydrated by the app from the state sent with it.
 */

/** A drawn page and its language. */
export interface PrerenderedPage extends DrawnPage {
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
/** A render still going after this long is given up (the next one may start). */
const RENDER_LIMIT_MS = 10_000;

/**
 * The pages the server draws, or null without an SSR build. Renders run one at a time on the render
 * thread; the app's calls during a render are answered by this server's own routes (`app.inject`), with
 * the visitor's cookies for a member's page and none for a guest's. A guest page is reused for
 * PAGE_TTL_MS per language; a member's page is theirs alone and drawn for each visit. A failed or slow
 * render gives null: the visitor gets the shell (a failed guest page is drawn again on the next visit; a
 * member's render whose visitor has stopped waiting is not started; a render still going after
 * RENDER_LIMIT_MS is stopped with its thread).
 */
export async function loadPrerender(
  entry: string,
  app: FastifyInstance,
  log: FastifyBaseLogger,
  /** A visitor waits this long for a page being drawn, then gets the app's shell (the render goes on). */
  waitMs: number,
) {
  if (!existsSync(entry)) return null;
  const worker = await startRenderWorker(pathToFileURL(entry).href);
  app.addHook('onClose', () => worker.close());
  const paths = new Map(Object.entries(worker.paths));
  /** The page's calls, answered by this server's routes, with `cookie` (a member's) or none. */
  const answerWith =
    (cookie: string | undefined) =>
    async ({ url, method, headers, body }: RenderCall): Promise<CallAnswer> => {
      const answer = await app.inject({
        method: method as 'GET',
        url,
        headers: cookie === undefined ? headers : { ...headers, cookie },
        ...(body === undefined ? {} : { payload: body }),
      });
      const out: Record<string, string> = {};
      for (const [name, value] of Object.entries(answer.headers)) {
        if (value !== undefined) out[name] = Array.isArray(value) ? value.join(', ') : String(value);
      }
      return { status: answer.statusCode, headers: out, body: answer.rawPayload };
    };

  const pages = new Map<string, { at: number; page: Promise<PrerenderedPage | null> }>();
  let queue: Promise<unknown> = Promise.resolve();
  const draw = (
    path: string,
    lang: string,
    cookie: string | undefined,
    wanted: () => boolean = () => true,
  ): Promise<PrerenderedPage | null> => {
    const run = queue.then(async () => {
      if (!wanted()) return null;
      const started = performance.now();
      // a render that never ends (a call that never answers, a loop) must not hold the queue: it is
      // stopped with its thread
      const drawn = await within(worker.render(path, lang, answerWith(cookie)), RENDER_LIMIT_MS, () => {
        void worker.restart();
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
    /** Each drawn path and who it is drawn for. */
    paths,
    /** The page drawn for a visitor with no session, in `lang`; null when it cannot be had in time. */
    async page(path: string, lang: string, now = Date.now()): Promise<PrerenderedPage | null> {
      const key = `${lang} ${path}`;
      let entry = pages.get(key);
      if (!entry || now - entry.at >= PAGE_TTL_MS) {
        const drawn: { at: number; page: Promise<PrerenderedPage | null> } = {
          at: now,
          page: draw(path, lang, undefined),
        };
        // a failed render is not kept: the next visit tries again
        void drawn.page.then((page) => {
          if (!page && pages.get(key) === drawn) pages.delete(key);
        });
        entry = drawn;
        pages.set(key, entry);
      }
      return within(entry.page, waitMs, () => null);
    },
    /**
     * The page drawn for the member behind `cookie` (the request's Cookie header), in `lang`; null when
     * it cannot be had in time, or when the app would not draw it for them (no live session, a status to
     * resolve).
     */
    memberPage(path: string, lang: string, cookie: string): Promise<PrerenderedPage | null> {
      let waiting = true;
      return within(
        draw(path, lang, cookie, () => waiting),
        waitMs,
        () => {
          waiting = false;
          return null;
        },
      );
    },
  };
}

export type Prerender = NonNullable<Awaited<ReturnType<typeof loadPrerender>>>;

/** Text for an HTML attribute or element. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The loader of a drawn page (apps/web/src/boot.ts), when the build has one. */
const BOOT_KEY = 'src/boot.ts';

/** JSON for a data block (`<script type="application/json">`): `<` escaped, so nothing in it ends it early. */
const dataBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * index.html with a drawn page: its language on `<html>`, its title, its screens' files in the head
 * (`pageAssets`), its markup in `#root`, and the state the app hydrates from as a JSON data block (not a
 * script the Content-Security-Policy would refuse).
 *
 * The app's code comes after what the page shows. With the build's loader (`src/boot.ts`), index.html's
 * entry script and module preloads, and the screens' scripts, are not in the page at all: they are named
 * in a `#kickoff-boot` data block, and the loader (a few hundred bytes) fetches them once the page has
 * painted. A phone's slow network then carries the HTML, the stylesheets and the images first, and the
 * ~150 KiB of code that only takes the page over after them. Without a loader (an older build), they are
 * in the head at low priority.
 */
export function withPrerendered(html: string, page: PrerenderedPage, manifest: Manifest): string {
  const { styles, scripts } = pageAssets(manifest, page.screens, page.lang);
  // every stylesheet ahead of the scripts: the page paints once its styles are in, and on a phone's
  // network (six connections to a host) they would otherwise queue behind two dozen module files
  const sheets = [...html.matchAll(/<link rel="stylesheet"[^>]*>\s*/g)].map((m) => m[0].trim());
  const head = [
    ...sheets,
    ...styles.map((href) => `<link rel="stylesheet" crossorigin href="${escapeHtml(href)}">`),
  ];
  const boot = manifest[BOOT_KEY]?.file;
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>/.exec(html)?.[1];
  let code: { head: string; body: string };
  if (boot && entry) {
    const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>/g)].map(
      (m) => m[1]!,
    );
    html = html
      .replace(/<script type="module"[^>]*><\/script>\s*/g, '')
      .replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
    code = {
      head: '',
      body:
        dataBlock('kickoff-boot', { entry, preloads: [...preloads, ...scripts] }) +
        `<script type="module" crossorigin src="/${escapeHtml(boot)}"></script>`,
    };
  } else {
    html = html
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
      .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"');
    code = {
      head: scripts
        .map(
          (href) => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${escapeHtml(href)}">`,
        )
        .join(''),
      body: '',
    };
  }
  return html
    .replace(/<link rel="stylesheet"[^>]*>\s*/g, '')
    .replace(/(<title>[^<]*<\/title>)/, `$1${head.join('')}`)
    .replace('</head>', `${code.head}</head>`)
    .replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.lang)}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`)
    .replace(/<div id="root">[\s\S]*?<\/div>(\s*<\/body>)/, `<div id="root">${page.html}</div>$1`)
    .replace('</body>', `${dataBlock('kickoff-prerender', page.state)}${code.body}</body>`);
}
