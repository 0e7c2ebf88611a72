/**
 * Whether a request carries a session, as the two places that need it can know it:
 * - what the request context actually found (iron-session's parse and the user it loaded),
 *   recorded on `res.locals` by createContext: the authority for storing an answer;
 * - a conservative look at the raw Cookie headers for handlers that never build a context and for
 *   the fast path, which must decide before any parsing. It matches the cookie's name anywhere, in
 *   any case, in any Cookie header, percent-encoded or not: a false "signed in" only costs a render.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { SESSION_COOKIE } from '../trpc/session';

const NAME = SESSION_COOKIE.toLowerCase();

function mentions(value: string): boolean {
  const lower = value.toLowerCase();
  if (lower.includes(NAME)) return true;
  if (!lower.includes('%')) return false;
  try {
    return decodeURIComponent(lower).includes(NAME);
  } catch {
    return true; // undecodable: assume the worst
  }
}

/** True when any Cookie header of the request mentions the session cookie's name in any spelling. */
export function mentionsSessionCookie(req: IncomingMessage): boolean {
  const raw = req.rawHeaders;
  for (let i = 0; i < raw.length; i += 2) {
    if (raw[i]!.toLowerCase() === 'cookie' && mentions(raw[i + 1] ?? '')) return true;
  }
  const joined = req.headers.cookie;
  return typeof joined === 'string' && mentions(joined);
}

interface SessionSeen {
  /** iron-session found session data (a user id) in the cookie. */
  sessionData: boolean;
  /** The context loaded a signed-in user. */
  user: boolean;
  /** That user's id (the private cache keeps an answer only for the user it was made for). */
  uid?: number;
}

const KEY = 'sessionSeen';

/** Called by createContext: once after the session is read, again after the user is loaded. */
export function recordSessionSeen(res: ServerResponse, seen: Partial<SessionSeen>): void {
  const locals = ((res as ServerResponse & { locals?: Record<string, unknown> }).locals ??= {});
  const prior = locals[KEY] as SessionSeen | undefined;
  locals[KEY] = {
    sessionData: Boolean(prior?.sessionData || seen.sessionData),
    user: Boolean(prior?.user || seen.user),
    // Two contexts for one response that found different users: neither is the answer's owner.
    uid: prior?.uid === undefined ? seen.uid : seen.uid === undefined || seen.uid === prior.uid ? prior.uid : -1,
  } satisfies SessionSeen;
}

/** True when a context built for this response found session data or a user (sticky for the response). */
export function contextSawSession(res: ServerResponse): boolean {
  const seen = (res as ServerResponse & { locals?: Record<string, unknown> }).locals?.[KEY] as SessionSeen | undefined;
  return Boolean(seen?.sessionData || seen?.user);
}

/** The id of the user the context(s) built for this response found, if exactly one. */
export function contextUserId(res: ServerResponse): number | undefined {
  const seen = (res as ServerResponse & { locals?: Record<string, unknown> }).locals?.[KEY] as SessionSeen | undefined;
  return seen?.uid !== undefined && seen.uid >= 0 ? seen.uid : undefined;
}
