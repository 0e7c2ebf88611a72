/**
 * The one answer cache on a clock the test turns by hand, in front of a small Express app of the
 * test's own routes, told of changes by hand: for what happens as answers age.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import express, { type Express } from 'express';
import { handFedChangeFeed } from '../src/server/db/change-feed';
import { createAnswerCache } from '../src/server/http/answer-cache';
import { requestTarget } from '../src/server/http/cache-key';
import { createUnsealCache, SESSION_COOKIE } from '../src/server/trpc/session';

export async function clockedCache(routes: (app: Express, cache: ReturnType<typeof createAnswerCache>) => void) {
  const clock = { now: 1_000_000 };
  const cache = createAnswerCache({
    target: (url) => requestTarget(url, () => []),
    changes: handFedChangeFeed(),
    unsealed: createUnsealCache(),
    cookieName: SESSION_COOKIE,
    anonymousTtlMs: 60_000,
    signedInTtlMs: 30_000,
    now: () => clock.now,
  });
  const app = express();
  app.use(cache.middleware);
  routes(app, cache);
  // As server.ts mounts it: hits are answered in front of Express (handle), misses by its middleware.
  const server = createServer((req, res) => cache.handle(req, res, app)).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return {
    clock,
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
