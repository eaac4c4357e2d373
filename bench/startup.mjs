// Second start: from spawning the process to /readyz answering, on a data dir seeded by a first start.
// Floor: a bare node:http server spawned the same way. Issue #2: under 5 s.
import { httpReady, median, report, startPinned } from './lib.mjs';
import { main, seededDataDir, startOurs, tsx } from './server.mjs';

export async function benchStartup({ reps = 3 } = {}) {
  const port = 18_900;
  const dataDir = await seededDataDir(port);
  const ours = [];
  const floor = [];
  for (let i = 0; i < reps; i++) {
    let t0 = performance.now();
    const server = await startOurs(port, dataDir);
    ours.push(performance.now() - t0);
    await server.stop();

    t0 = performance.now();
    const bare = await startPinned(
      process.execPath,
      ['-e', `require('http').createServer((q,s)=>s.end('ok')).listen(${port + 1},'127.0.0.1')`],
      { ready: () => httpReady(`http://127.0.0.1:${port + 1}/`) },
    );
    floor.push(performance.now() - t0);
    await bare.stop();
  }
  void tsx;
  void main;
  const ratios = ours.map((o, i) => o / floor[i]);
  report({
    name: 'second start → ready (ms)',
    ours: median(ours),
    reference: median(floor),
    unit: 'ms',
    ratios,
    target: `< 5000 ms ${Math.max(...ours) < 5000 ? 'met' : 'MISSED'}`,
    control: 'n/a (timed)',
  });
  return { ours, floor };
}
