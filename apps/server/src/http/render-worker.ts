import { Worker } from 'node:worker_threads';

/** Who a page is drawn for: a visit with no session (the page reused between visitors), or a member. */
export type Visitor = 'guest' | 'member';

/** A page as the web build's render gives it (apps/web/src/prerender.tsx). */
export interface DrawnPage {
  html: string;
  screens: readonly string[];
  title: string;
  state: unknown;
}

/** One of the app's calls during a render, to be answered by the server's own routes. */
export interface RenderCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body?: string;
}
export interface CallAnswer {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

/**
 * The render thread: loads the web build's SSR module and draws one page at a time. The app's calls go
 * to the parent (which answers them with its own routes) and come back as Responses. Below the main
 * thread in priority (Linux: a thread has its own nice value), so a page being drawn takes the CPU the
 * API's answers leave.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
try {
  const tid = Number(require('node:fs').readlinkSync('/proc/thread-self').split('/').pop());
  require('node:os').setPriority(tid, workerData.nice);
} catch {}
const waiting = new Map();
let calls = 0;
let rendering = 0;
const transport = (url, init) =>
  new Promise((resolve) => {
    const id = ++calls;
    waiting.set(id, resolve);
    parentPort.postMessage({
      kind: 'call',
      render: rendering,
      id,
      call: {
        url,
        method: init.method || 'GET',
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        body: typeof init.body === 'string' ? init.body : undefined,
      },
    });
  });
import(workerData.entry).then(
  (module) => {
    parentPort.on('message', async (message) => {
      if (message.kind === 'answer') {
        const resolve = waiting.get(message.id);
        waiting.delete(message.id);
        const empty = message.status === 204 || message.status === 304;
        resolve?.(new Response(empty ? null : message.body, { status: message.status, headers: message.headers }));
        return;
      }
      rendering = message.id;
      try {
        const page = await module.prerender(message.path, message.lang, transport);
        parentPort.postMessage({ kind: 'done', id: message.id, page });
      } catch (error) {
        parentPort.postMessage({ kind: 'failed', id: message.id, error: String((error && error.stack) || error) });
      }
    });
    const paths = Object.fromEntries(Object.entries(module.PRERENDERED).map(([path, page]) => [path, page.visitor]));
    parentPort.postMessage({ kind: 'ready', paths });
  },
  (error) => parentPort.postMessage({ kind: 'broken', error: String((error && error.stack) || error) }),
);
`;

type FromWorker =
  | { kind: 'ready'; paths: Record<string, Visitor> }
  | { kind: 'broken'; error: string }
  /** `id` numbers the call, `render` the render it is made for. */
  | { kind: 'call'; render: number; id: number; call: RenderCall }
  | { kind: 'done'; id: number; page: DrawnPage | null }
  | { kind: 'failed'; id: number; error: string };

interface Render {
  id: number;
  /** The thread drawing it: a stopped thread's last events must not touch a later render. */
  thread: Worker;
  answer: (call: RenderCall) => Promise<CallAnswer>;
  resolve: (page: DrawnPage | null) => void;
  reject: (error: Error) => void;
}

/**
 * The web build's render (`entry`: `dist-ssr/prerender.js`) on a thread of its own: React's render of a
 * member's home is tens of milliseconds of synchronous work, which on the server's own thread would hold
 * every request in the meantime. `render` draws one page (one at a time: callers queue); the calls the
 * page's app makes are answered by `answer` on this thread. A thread that dies, or is stopped because a
 * render overran (`restart`), is replaced on the next render. Resolves once the module has loaded.
 */
export async function startRenderWorker(entry: string, { nice = 10 }: { nice?: number } = {}) {
  let worker: Worker | null = null;
  let current: Render | null = null;
  let nextId = 1;
  let paths: Record<string, Visitor> = {};

  const spawn = () =>
    new Promise<Worker>((resolve, reject) => {
      const thread = new Worker(WORKER_SOURCE, { eval: true, workerData: { entry, nice } });
      thread.unref();
      thread.on('message', (message: FromWorker) => {
        if (message.kind === 'ready') {
          paths = message.paths;
          resolve(thread);
          return;
        }
        if (message.kind === 'broken') {
          reject(new Error(`the page render did not load: ${message.error}`));
          void thread.terminate();
          return;
        }
        const render = current;
        if (!render || render.id !== (message.kind === 'call' ? message.render : message.id)) {
          if (message.kind !== 'call') return;
          // a call of a render given up: answered with nothing, so the thread's promise settles
          thread.postMessage({
            kind: 'answer',
            id: message.id,
            status: 503,
            headers: {},
            body: new Uint8Array(),
          });
          return;
        }
        if (message.kind === 'call') {
          void render.answer(message.call).then(
            (answer) => thread.postMessage({ kind: 'answer', id: message.id, ...answer }),
            () =>
              thread.postMessage({
                kind: 'answer',
                id: message.id,
                status: 500,
                headers: {},
                body: new Uint8Array(),
              }),
          );
          return;
        }
        current = null;
        if (message.kind === 'done') render.resolve(message.page);
        else render.reject(new Error(message.error));
      });
      const fail = (error: Error) => {
        if (current?.thread !== thread) return;
        current.reject(error);
        current = null;
      };
      thread.on('error', (error) => {
        reject(error);
        fail(error);
      });
      thread.on('exit', () => {
        if (worker === thread) worker = null;
        fail(new Error('the render thread stopped'));
      });
    });

  worker = await spawn();
  return {
    /** Each drawn path and who it is drawn for (the module's PRERENDERED). */
    get paths(): Readonly<Record<string, Visitor>> {
      return paths;
    },
    /** Draws `path` in `lang`; the page's calls are answered by `answer`. One at a time. */
    async render(
      path: string,
      lang: string,
      answer: (call: RenderCall) => Promise<CallAnswer>,
    ): Promise<DrawnPage | null> {
      if (current) throw new Error('a render is under way');
      worker ??= await spawn();
      const thread = worker;
      const id = nextId++;
      return new Promise<DrawnPage | null>((resolve, reject) => {
        current = { id, thread, answer, resolve, reject };
        thread.postMessage({ kind: 'render', id, path, lang });
      });
    },
    /** Stops the thread (a render overran): the render under way fails, the next starts a new thread. */
    async restart(): Promise<void> {
      const thread = worker;
      worker = null;
      current?.reject(new Error('the render thread was stopped'));
      current = null;
      await thread?.terminate();
    },
    async close(): Promise<void> {
      await this.restart();
    },
  };
}
