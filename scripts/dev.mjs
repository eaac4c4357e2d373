#!/usr/bin/env node
// `npm run dev`: the API server restarting on change (port 8080) and Vite with hot reload (port 5173).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@kickoff/server'], {
    stdio: 'inherit',
    // the pages come from Vite's port: let them open the realtime socket too
    env: {
      ...process.env,
      REALTIME_ALLOWED_ORIGINS:
        process.env.REALTIME_ALLOWED_ORIGINS ??
        `http://localhost:${process.env.WEB_PORT ?? 5173},http://127.0.0.1:${process.env.WEB_PORT ?? 5173}`,
    },
  }),
  spawn('npm', ['run', 'dev', '-w', '@kickoff/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
