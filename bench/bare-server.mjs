// The throughput ceiling for this machine: node:http answering a static buffer, nothing else.
import { createServer } from 'node:http';

const body = Buffer.from('<!DOCTYPE html><html><head><title>ceiling</title></head><body><h1>Hello</h1></body></html>');
createServer((_req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-length': body.length });
  res.end(body);
}).listen(Number(process.env.PORT), '127.0.0.1');
process.on('SIGTERM', () => process.exit(0));
