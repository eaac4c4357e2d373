import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { type CallAnswer, type RenderCall, startRenderWorker } from './render-worker.js';

/**
 * The render thread (render-worker.ts) with a stand-in for the web build's render module: pages drawn
 * from the answers of the calls they make, one thread that never comes back (a loop) stopped and
 * replaced, and nothing of the stopped thread reaching the render after it.
 */
describe('the render thread', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kickoff-render-'));
  const entry = join(dir, 'prerender.js');
  writeFileSync(
    entry,
    `export const PRERENDERED = { '/a': { visitor: 'guest', screens: [] }, '/loop': { visitor: 'member', screens: [] } };
     export async function prerender(path, lang, transport) {
       if (path === '/loop') for (;;);
       const answer = await transport('/api/v2/thing', { method: 'GET', headers: { 'accept-language': lang } });
       return { html: '<p>' + (await answer.text()) + '</p>', screens: [], title: path, state: { path } };
     }`,
  );
  const answer = async (call: RenderCall): Promise<CallAnswer> => ({
    status: 200,
    headers: { 'content-type': 'text/plain' },
    body: new TextEncoder().encode(`${call.method} ${call.url} ${call.headers['accept-language']}`),
  });
  let worker: Awaited<ReturnType<typeof startRenderWorker>>;
  afterAll(() => worker?.close());

  it('tells the pages it draws and whom for, and draws one from the answers of its calls', async () => {
    worker = await startRenderWorker(pathToFileURL(entry).href);
    expect(worker.paths).toEqual({ '/a': 'guest', '/loop': 'member' });
    const page = await worker.render('/a', 'ko', answer);
    expect(page).toEqual({
      html: '<p>GET /api/v2/thing ko</p>',
      screens: [],
      title: '/a',
      state: { path: '/a' },
    });
  });

  it('stops a thread that never comes back; the next render gets a new thread, untouched by the old', async () => {
    const stuck = worker.render('/loop', 'ja', answer);
    const outcome = stuck.then(
      () => 'drawn',
      (error: Error) => error.message,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    // the overrun is stopped (prerender.ts does this after RENDER_LIMIT_MS) and the next render starts
    // at once, while the stopped thread is still going away
    const restarted = worker.restart();
    const next = worker.render('/a', 'en', answer);
    await restarted;
    expect(await outcome).toBe('the render thread was stopped');
    expect(await next).toMatchObject({ html: '<p>GET /api/v2/thing en</p>' });
  });
});
