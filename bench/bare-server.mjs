// The throughput ceiling for this machine: node:http answering a static buffer, nothing else.
// BODY_FILE and HEADERS_FILE (a JSON object of the app's response headers) make it send exactly
// the bytes an app endpoint sent, headers included, so a ratio compares the same work on the wire:
// a load generator parses every header it gets, and ~20 of them (security headers, the CSP) cost
// it more than three do.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const body = process.env.BODY_FILE
  ? readFileSync(process.env.BODY_FILE)
  : Buffer.from('<!DOCTYPE html><html><head><title>ceiling</title></head><body><h1>Hello</h1></body></html>');
const headers = { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length };
// Node writes its own framing (date, connection, keep-alive, length) as it does for the app.
const FRAMING = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);
if (process.env.HEADERS_FILE) {
  for (const [name, value] of Object.entries(JSON.parse(readFileSync(process.env.HEADERS_FILE, 'utf8')))) {
    if (!FRAMING.has(name.toLowerCase())) headers[name] = value;
  }
}
createServer((_req, res) => {
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
