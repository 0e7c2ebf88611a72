/**
 * /healthz: the process is up. /readyz: it can take new requests: it is not shutting down and it
 * can reach its database (load balancers and orchestrators route on this; see deploy/README.md).
 */
import express from 'express';
import { UNAVAILABLE_RETRY_AFTER_SECONDS } from '../trpc/init';

/** Whether the database answers a ping within `ms` (a hung connection counts as unreachable). */
export async function databaseAnswers(ping: () => Promise<void>, ms = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error('database ping timed out')), ms);
  });
  try {
    await Promise.race([ping(), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

export function healthRouter(ping: () => Promise<void>, draining: () => boolean = () => false) {
  const health = express.Router({ caseSensitive: true });
  health.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  health.get('/readyz', async (_req, res) => {
    // Draining after SIGTERM: still finishing what it received, but send nothing new here.
    if (draining()) {
      res
        .status(503)
        .set('Cache-Control', 'no-store')
        .set('Retry-After', UNAVAILABLE_RETRY_AFTER_SECONDS)
        .json({ status: 'draining', message: 'This process is shutting down.' });
      return;
    }
    if (await databaseAnswers(ping)) {
      res.set('Cache-Control', 'no-store').json({ status: 'ready', database: 'ok' });
    } else {
      res
        .status(503)
        .set('Cache-Control', 'no-store')
        // Load balancers and uptime checks may use it to pace their next probe.
        .set('Retry-After', UNAVAILABLE_RETRY_AFTER_SECONDS)
        .json({ status: 'unavailable', database: 'unreachable', message: 'The database is not reachable.' });
    }
  });
  return health;
}
