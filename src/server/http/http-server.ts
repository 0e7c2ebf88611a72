/**
 * The app's HTTP server. Its keep-alive outlasts the idle limit of the clients that reuse
 * connections: Node's own client (the global agent since Node 19) drops an idle connection after
 * 5 s, and Node's server closed one after 5 s too. With the two limits equal, a request written
 * just as the server closed the connection meets a reset, more often on a busy machine, where the
 * server's timer runs late. That is the likeliest cause of an ECONNRESET seen once in the browser
 * suite (a GET on a connection idle for several seconds; the server's log was not kept). With
 * the longer limit the client always lets go first. nginx in front keeps its own limit lower
 * still (deploy/nginx.conf).
 */
import { createServer, type RequestListener, type Server } from 'node:http';

/** Longer than any client's idle limit we know of (Node 5 s, nginx upstream 4 s here, load balancers' usual 60 s). */
export const KEEP_ALIVE_MS = 65_000;

export function createHttpServer(listener: RequestListener): Server {
  const server = createServer(listener);
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  return server;
}
