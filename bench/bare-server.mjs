// The throughput ceiling for this machine: node:http answering a static buffer, nothing else.
// BODY_FILE and HEADERS_FILE (a JSON object of the app's response headers) make it send exactly
// the bytes an app endpoint sent, headers included, so a ratio compares the same work on the wire:
// a load generator parses every header it gets, and ~20 of them (security headers, the CSP) cost
// it more than three do.
// ANSWERS_FILE (a JSON list of { cookie, headers, body (base64) }) makes it answer each visitor
// with the bytes the app sent that visitor, chosen by the request's Cookie header: when 200
// learners each get their own page, the load generator's work depends on the bodies being
// different (docs/decisions/2026-11-28-bare-ceiling-sends-each-visitor-their-own-bytes.md).
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

// Node writes its own framing (date, connection, keep-alive, length) as it does for the app.
const FRAMING = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** [headers, body] ready for writeHead/end. */
function answer(body, appHeaders = {}) {
  const headers = { 'content-type': 'text/html; charset=utf-8' };
  for (const [name, value] of Object.entries(appHeaders)) {
    if (!FRAMING.has(name.toLowerCase())) headers[name] = value;
  }
  headers['content-length'] = body.length;
  return [headers, body];
}

const single = answer(
  process.env.BODY_FILE
    ? readFileSync(process.env.BODY_FILE)
    : Buffer.from('<!DOCTYPE html><html><head><title>ceiling</title></head><body><h1>Hello</h1></body></html>'),
  process.env.HEADERS_FILE ? JSON.parse(readFileSync(process.env.HEADERS_FILE, 'utf8')) : {},
);
const byCookie = new Map();
if (process.env.ANSWERS_FILE) {
  for (const { cookie, headers, body } of JSON.parse(readFileSync(process.env.ANSWERS_FILE, 'utf8'))) {
    byCookie.set(cookie, answer(Buffer.from(body, 'base64'), headers));
  }
}

createServer((req, res) => {
  const [headers, body] = (byCookie.size > 0 && byCookie.get(req.headers.cookie)) || single;
  res.writeHead(200, headers);
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
