#!/usr/bin/env node
// `npm run dev`: the API server restarting on change (port 8080) and Vite with hot reload (port 5173).
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@kickoff/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@kickoff/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', stop);
