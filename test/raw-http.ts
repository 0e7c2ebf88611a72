/**
 * Requests with exactly the headers given, as a raw list: two Cookie headers stay two headers and
 * the Host header is whatever the test says (fetch would merge the one and refuse the other).
 */
import { request } from 'node:http';

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

export function rawRequest(baseUrl: string, method: string, path: string, headers: [string, string][] = []): Promise<RawResponse> {
  const url = new URL(path, baseUrl);
  return rawTarget(baseUrl, method, url.pathname + url.search, headers);
}

/** A request whose request-target is sent exactly as given (`//host/x`, `/\x`, `http://host/x`), never normalised. */
export function rawTarget(baseUrl: string, method: string, target: string, headers: [string, string][] = []): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: target,
        headers: headers.flat(),
        setHost: !headers.some(([n]) => n.toLowerCase() === 'host'),
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}
