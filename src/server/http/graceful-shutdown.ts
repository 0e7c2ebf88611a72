/**
 * Graceful shutdown for the HTTP server: stop accepting connections, let every request already
 * received finish, and move keep-alive clients off before closing their sockets.
 *
 * Why not just `server.close()`: since Node 19 it also destroys idle keep-alive sockets at once,
 * and a client that has just written its next request on such a socket sees a reset. Instead we
 * close only the listener, answer anything still arriving with `Connection: close` (the client
 * opens a new connection for its next request, which is refused, so it goes elsewhere), and
 * close sockets left idle after a short grace period. After the grace, sockets are closed as soon
 * as they go idle: a response that started before the drain (so without `Connection: close`)
 * would otherwise keep its socket open until the keep-alive timeout.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { Server as NetServer } from 'node:net';

export interface Drain {
  /** Wraps the request handler so that requests arriving while draining close their connection. */
  handler(inner: (req: IncomingMessage, res: ServerResponse) => void): (req: IncomingMessage, res: ServerResponse) => void;
  /** Stops accepting, waits for open connections to finish (idle ones closed after `graceMs`). */
  drain(server: Server, opts?: { graceMs?: number; forceAfterMs?: number }): Promise<void>;
  /** Whether drain() has started: /readyz then answers 503, so load balancers stop choosing this process. */
  isDraining(): boolean;
}

export function createDrain(): Drain {
  let draining = false;
  return {
    isDraining: () => draining,
    handler: (inner) => (req, res) => {
      if (draining) res.setHeader('Connection', 'close');
      inner(req, res);
    },
    drain: (server, { graceMs = 1_000, forceAfterMs = 8_000 } = {}) =>
      new Promise<void>((resolve) => {
        draining = true;
        let sweep: NodeJS.Timeout | undefined;
        const idle = setTimeout(() => {
          server.closeIdleConnections();
          sweep = setInterval(() => server.closeIdleConnections(), 250).unref();
        }, graceMs).unref();
        const force = setTimeout(() => server.closeAllConnections(), forceAfterMs).unref();
        // net.Server's close: stop listening without http's immediate kill of idle sockets. Its
        // callback runs once the last connection has closed.
        NetServer.prototype.close.call(server, () => {
          clearTimeout(idle);
          clearInterval(sweep);
          clearTimeout(force);
          resolve();
        });
      }),
  };
}
