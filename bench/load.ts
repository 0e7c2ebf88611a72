import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
}

/** autocannon, 50 connections, as a browser would ask (gzip/br accepted). Non-2xx answers count as errors. */
export async function runLoad(url: string, seconds: number): Promise<LoadResult> {
  // A short warm-up so caches and the JIT are in their steady state.
  await autocannon({ url, connections: 10, duration: 1, headers: { 'accept-encoding': 'br, gzip' } });
  const result = await autocannon({ url, connections: 50, duration: seconds, headers: { 'accept-encoding': 'br, gzip' } });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}
