// nginx as a reference server of the benchmarks (BENCHMARKING.md): Debian's, started as one process.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { httpReady, startPinned } from './lib.mjs';

/**
 * nginx serving `rootDir` on 127.0.0.1:`port`: one process (no master, so a bench reads its CPU and
 * stops it whole), sendfile, open_file_cache, no access log; ready once `readyPath` answers.
 */
export async function startNginx(port, rootDir, workDir, { readyPath }) {
  const dir = join(workDir, `nginx-${port}`);
  mkdirSync(dir, { recursive: true });
  const conf = join(dir, 'nginx.conf');
  writeFileSync(
    conf,
    `worker_processes 1;
master_process off;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 20000; }
http {
  access_log off;
  sendfile on; tcp_nopush on; tcp_nodelay on;
  keepalive_requests 1000000; keepalive_timeout 75s;
  open_file_cache max=1000 inactive=60s; open_file_cache_valid 60s;
  types { application/vnd.apple.mpegurl m3u8; video/iso.segment m4s; video/mp4 mp4; text/html html; }
  client_body_temp_path ${dir}/body; proxy_temp_path ${dir}/proxy; fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi; scgi_temp_path ${dir}/scgi;
  server {
    listen 127.0.0.1:${port};
    root ${rootDir};
    add_header Cache-Control "public, max-age=31536000, immutable";
  }
}
`,
  );
  const server = await startPinned('nginx', ['-e', join(dir, 'error.log'), '-p', dir, '-c', conf], {
    ready: () => httpReady(`http://127.0.0.1:${port}${readyPath}`),
  });
  server.url = `http://127.0.0.1:${port}`;
  return server;
}
