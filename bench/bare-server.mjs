// The throughput ceiling for this machine: node:http answering a static buffer, nothing else.
// BODY_FILE (with CONTENT_TYPE and CONTENT_ENCODING) makes it send exactly the bytes an app
// endpoint sent, so a ratio compares the same work on the wire.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = process.env.BODY_FILE
  ? readFileSync(process.env.BODY_FILE)
  : Buffer.from('<!DOCTYPE html><html><head><title>ceiling</title></head><body><h1>Hello</h1></body></html>');
const headers = { 'content-type': process.env.CONTENT_TYPE || 'text/html; charset=utf-8', 'content-length': body.length };
if (process.env.CONTENT_ENCODING) headers['content-encoding'] = process.env.CONTENT_ENCODING;
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
