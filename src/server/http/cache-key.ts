/**
 * What a request asks for, decided once, before any cache and before the app
 * (docs/decisions/2026-11-25-route-facts.md):
 *
 * - An odd request target is never answered as another path: `//host/path`, `/\host`, a path
 *   with an encoded slash or backslash or an encoded letter, digit or -._~ (`/ed%75cation`), dot
 *   segments, empty segments, or any path that a URL parser
 *   would spell differently (each of them is read as some other path by one parser or another)
 *   get a 404. The absolute form (`GET http://host/path`, which proxies send) is redirected to
 *   its plain path when that path is itself plain, and so is a path with a trailing slash
 *   (`/api/courses/`, `/education/`): Express answered the first as `/api/courses` but read none of
 *   its parameters (they are declared for the plain path) and kept it as another entry.
 * - Of the query, only the parameters the answer at that path reads are kept (`reads`: a page's
 *   declared `query` fact, an API read's declared input). The kept URL is the cache key and the
 *   URL the app sees, so `/?tab=N` is the entry of `/` and renders as `/`. A page's kept
 *   parameters are then spelled as its route reads them (`spell`: only values it accepts), so
 *   `/auth?tab=N` is the entry of `/auth` too, and `/auth?tab=register` its own.
 * - A kept parameter whose name mentions a token (password reset, unsubscribe links), or whose
 *   value is JSON with a field that does (tRPC's `input`: `{"token":…}` of a reset link's check),
 *   makes the answer personal: no cache serves or stores it, and it is sent `private, no-store`.
 *   So does `q`, the name every search box here sends its text under: what one visitor typed is
 *   theirs, and a shared copy would tell the next visitor, by `X-Cache` or by its speed, that
 *   somebody searched for it a moment ago (probe 75, F1).
 * - A Host header that is not a plain name or IP literal with an optional port (spaces, userinfo,
 *   a path, a port past 65535, non-ASCII) is a 400, as RFC 9112 asks, before anything builds an
 *   address from it (where `new URL` would throw: a 500).
 * - A NUL character anywhere in the target (`%00`) is a 400 on every path, before the parameters
 *   are chosen: PostgreSQL text cannot hold it, and no link or form of ours makes one. (A page
 *   whose loader searched with it answered 500: the payment queue's `?q=`.)
 */
import type { NextFunction, Request, Response } from 'express';
import { BAD_REQUEST_PAGE, NOT_FOUND_PAGE, sendPlainPage } from './plain-page';
import { NUL_MESSAGE } from './request-shape';

const hasNul = (rawUrl: string) => /%00/i.test(rawUrl) || rawUrl.includes('\u0000');

/** The query parameters the answer at `path` reads (the path as requested, percent-encoded). */
export type QueryReads = (path: string) => readonly string[];
/** The kept query (`a=1&b=2`, possibly empty) of `path` as the answer there reads it. */
export type QuerySpelling = (path: string, query: string) => string;

export type RequestTarget =
  /** Answer 400: a NUL character, which nothing may read (see above). */
  | { kind: 'nul' }
  /** Answer 404: this target could be read as another path. */
  | { kind: 'odd' }
  /** Answer a redirect to this plain address (an absolute-form target). */
  | { kind: 'redirect'; location: string }
  /** `url` is the path with only the parameters it reads, in their order: the key and what the app sees. */
  | { kind: 'plain'; path: string; url: string; personal: boolean };

const PERSONAL_PARAM = /token|^q$/i;
const isPersonalName = (name: string) => PERSONAL_PARAM.test(name);

/**
 * Whether a parameter's value is JSON with a field named for a token or typed text, at any depth
 * (tRPC's `input={"0":{"json":{"token":…}}}`). Read as JSON, not as text: a key spelled with an
 * escape (`"\u0071"`) is the same key to the handler, and was not to a pattern (probe 76, F1).
 */
function namesPersonalField(value: string): boolean {
  if (!/^\s*[[{]/.test(value)) return false;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    return false;
  }
  const pending: unknown[] = [parsed];
  while (pending.length > 0) {
    const item = pending.pop();
    if (item === null || typeof item !== 'object') continue;
    for (const [key, inner] of Object.entries(item)) {
      if (isPersonalName(key)) return true;
      pending.push(inner);
    }
  }
  return false;
}
/** %XX of a character that never needs encoding (RFC 3986 "unreserved": A-Z a-z 0-9 - . _ ~). */
const ENCODED_UNRESERVED = /%(2[dDeE]|3[0-9]|4[1-9a-fA-F]|5[0-9aA]|5[fF]|6[1-9a-fA-F]|7[0-9aA]|7[eE])/;
const ABSOLUTE_FORM = /^https?:\/\//i;

/**
 * A path every parser reads the same way: one leading slash, no empty or dot segments, no
 * backslash or encoded slash, and spelled exactly as the WHATWG URL parser (which the renderer
 * and TanStack Router use) would spell it.
 */
function isPlainPath(path: string): boolean {
  if (path[0] !== '/' || path.includes('//') || path.includes('\\') || /%(2f|5c)/i.test(path)) return false;
  // A letter, digit or -._~ written as %XX: the same path to the router, another key to a cache.
  if (ENCODED_UNRESERVED.test(path)) return false;
  try {
    return new URL(path, 'http://localhost').pathname === path;
  } catch {
    return false;
  }
}

const PLAIN_HOST = /^(?:[A-Za-z0-9_.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/** Whether a Host header is a plain authority (absent is fine: HTTP/1.0; Node refuses HTTP/1.1 without one). */
export function isPlainHost(host: string | undefined): boolean {
  if (host === undefined) return true;
  if (!PLAIN_HOST.test(host)) return false;
  try {
    return new URL(`http://${host}/`).pathname === '/';
  } catch {
    return false;
  }
}

/**
 * The one decision on a target, for the app (plainTargets) and for the answer cache in front of it
 * alike, so a hit can never answer what the app refuses.
 */
export function requestTarget(rawUrl: string, reads: QueryReads, spell: QuerySpelling = (_path, query) => query): RequestTarget {
  if (hasNul(rawUrl)) return { kind: 'nul' };
  if (ABSOLUTE_FORM.test(rawUrl)) {
    let url: URL;
    try {
      url = new URL(rawUrl);
    } catch {
      return { kind: 'odd' };
    }
    const location = url.pathname + url.search;
    return isPlainPath(url.pathname) && location[0] === '/' ? { kind: 'redirect', location } : { kind: 'odd' };
  }
  const queryStart = rawUrl.indexOf('?');
  const path = queryStart === -1 ? rawUrl : rawUrl.slice(0, queryStart);
  if (!isPlainPath(path)) return { kind: 'odd' };
  if (path.length > 1 && path.endsWith('/'))
    return { kind: 'redirect', location: rawUrl.slice(0, path.length - 1) + rawUrl.slice(path.length) };
  if (queryStart === -1) return { kind: 'plain', path, url: path, personal: false };
  const allowed = reads(path);
  const kept = new URLSearchParams();
  let personal = false;
  for (const [name, value] of new URLSearchParams(rawUrl.slice(queryStart + 1))) {
    if (!allowed.includes(name)) continue;
    kept.append(name, value);
    if (isPersonalName(name) || namesPersonalField(value)) personal = true;
  }
  const query = kept.size > 0 ? spell(path, kept.toString()) : '';
  return { kind: 'plain', path, url: query ? `${path}?${query}` : path, personal };
}

/** A refusal in the form its reader expects: scripts calling the API read `{ message, code }`, people a page. */
function refuse(req: Request, res: Response, status: 400 | 404, message = 'No such address.') {
  if (/^\/(api|trpc)(\/|$|\?)/.test(req.url)) {
    const body = { message, code: status === 404 ? 'NOT_FOUND' : 'BAD_REQUEST' };
    return res.status(status).setHeader('Cache-Control', 'no-store').json(body);
  }
  return sendPlainPage(res, status, status === 404 ? NOT_FOUND_PAGE : BAD_REQUEST_PAGE);
}

/**
 * Express middleware, before every handler: a Host that is not plain gets a 400, an odd target
 * the plain 404 page, an absolute-form one a redirect to its plain path, and a GET or HEAD
 * continues with only the query parameters its path reads (so the cache, the log and the app all
 * see the same URL).
 */
export function plainTargets(targetOf: (rawUrl: string) => RequestTarget) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!isPlainHost(req.headers.host)) return refuse(req, res, 400, 'The Host header is not valid.');
    const target = targetOf(req.url);
    if (target.kind === 'nul') return refuse(req, res, 400, NUL_MESSAGE);
    if (target.kind === 'odd') return refuse(req, res, 404);
    if (target.kind === 'redirect') {
      res.setHeader('Cache-Control', 'no-store');
      return res.redirect(308, target.location);
    }
    if ((req.method === 'GET' || req.method === 'HEAD') && target.url !== req.url) {
      req.url = target.url;
      req.originalUrl = target.url;
    }
    next();
  };
}
