// The API-read ceiling of BENCHMARKING.md: bare node:http answering the same pre-serialised JSON bytes
// (already compressed, with their Content-Encoding, when BODY_ENCODING is set).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = readFileSync(process.env.BODY_FILE);
const headers = { 'content-type': 'application/json; charset=utf-8', 'content-length': body.length };
if (process.env.BODY_ENCODING) headers['content-encoding'] = process.env.BODY_ENCODING;
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
