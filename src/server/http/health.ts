/** /healthz: the process is up. /readyz: it can reach its database (load balancers route on this). */
import express from 'express';

export function healthRouter(ping: () => Promise<void>) {
  const health = express.Router();
  health.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  health.get('/readyz', async (_req, res) => {
    const timeout = new Promise<never>((_, reject) => setTimeout(() => reject(new Error('database ping timed out')), 2000).unref());
    try {
      await Promise.race([ping(), timeout]);
      res.set('Cache-Control', 'no-store').json({ status: 'ready', database: 'ok' });
    } catch {
      res
        .status(503)
        .set('Cache-Control', 'no-store')
        .json({ status: 'unavailable', database: 'unreachable', message: 'The database is not reachable.' });
    }
  });
  return health;
}
