/**
 * Rate limits on the endpoints people attack (OWASP ASVS 2.2 / the authentication cheat sheet),
 * counted with rate-limiter-flexible: in memory for one process, or in the PostgreSQL table
 * `rate_limits` when several processes share a database, so an attacker cannot multiply the
 * allowance by the number of processes (docs/decisions/2026-11-22-rate-limits.md).
 */
import { RateLimiterDrizzle, RateLimiterMemory, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';
import { TRPCError } from '@trpc/server';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/** Points per window (seconds); `scale` multiplies every allowance (tests and the e2e server raise it). */
const RULES = {
  /** Any login attempt, per address. */
  loginPerIp: { points: 10, duration: MINUTE },
  /** Failed logins per account (existing or not); the fifth within 15 minutes locks the account's logins. */
  loginFailuresPerAccount: { points: 5, duration: 15 * MINUTE },
  /** Lockouts per account in the last day: each one doubles the next lock (15, 30, 60 min … up to a day). */
  loginLockouts: { points: 1_000, duration: 24 * HOUR },
  register: { points: 5, duration: HOUR },
  passwordReset: { points: 5, duration: HOUR },
  contact: { points: 5, duration: 10 * MINUTE },
  subscribe: { points: 10, duration: HOUR },
  enroll: { points: 20, duration: HOUR },
} as const;

export const LOGIN_LOCK_SECONDS = { first: 15 * MINUTE, max: 24 * HOUR } as const;

export type RateLimitName = keyof typeof RULES;
type SetHeader = (name: string, value: string) => void;

export interface RateLimits {
  /** Count one attempt; throws TOO_MANY_REQUESTS (and sets Retry-After) when over the limit. */
  consume(name: RateLimitName, key: string, setHeader: SetHeader): Promise<void>;
  /** Throws like consume when the key is already over the limit, without counting. */
  check(name: RateLimitName, key: string, setHeader: SetHeader): Promise<void>;
  /** Forget a key (a successful login clears the account's failures). */
  reset(name: RateLimitName, key: string): Promise<void>;
  /** Count a failed login for an account; the fifth locks it, each lock twice as long as the last. */
  loginFailed(account: string): Promise<void>;
}

export interface RateLimitOptions {
  /** Multiplies every allowance (1 in production). */
  scale?: number;
  /** Count in this database (shared by every process on it) instead of this process's memory. */
  db?: Db;
}

function wait(seconds: number) {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

function tooMany(res: RateLimiterRes, setHeader: SetHeader): never {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  setHeader('Retry-After', String(seconds));
  throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: `Too many attempts. Please wait ${wait(seconds)} and try again.` });
}

function createLimiter(name: RateLimitName, opts: RateLimitOptions): RateLimiterAbstract {
  const rule = RULES[name];
  const settings = { points: rule.points * (opts.scale ?? 1), duration: rule.duration, keyPrefix: name };
  if (!opts.db) return new RateLimiterMemory(settings);
  return new RateLimiterDrizzle({
    ...settings,
    storeClient: opts.db,
    schema: rateLimits,
    // If the database is briefly unreachable, count in memory rather than fail the request.
    insuranceLimiter: new RateLimiterMemory(settings),
  });
}

export function createRateLimits(opts: RateLimitOptions = {}): RateLimits {
  const limiters = Object.fromEntries((Object.keys(RULES) as RateLimitName[]).map((name) => [name, createLimiter(name, opts)])) as Record<
    RateLimitName,
    RateLimiterAbstract
  >;

  const isOver = (name: RateLimitName, res: RateLimiterRes | null) =>
    res !== null && (res.remainingPoints <= 0 || res.consumedPoints > limiters[name].points);

  return {
    async consume(name, key, setHeader) {
      try {
        await limiters[name].consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) tooMany(err, setHeader);
        throw err;
      }
    },
    async check(name, key, setHeader) {
      const res = await limiters[name].get(key);
      if (res && isOver(name, res)) tooMany(res, setHeader);
    },
    async reset(name, key) {
      await limiters[name].delete(key);
    },
    async loginFailed(account) {
      const failures = limiters.loginFailuresPerAccount;
      const res = await failures.penalty(account);
      if (res.consumedPoints !== failures.points) return; // locks once, on the failure that reaches the limit
      const lockouts = await limiters.loginLockouts.penalty(account);
      const seconds = Math.min(LOGIN_LOCK_SECONDS.first * 2 ** (lockouts.consumedPoints - 1), LOGIN_LOCK_SECONDS.max);
      await failures.block(account, seconds);
    },
  };
}

/** No limits: procedure tests that call many times from one "address". */
export const unlimited: RateLimits = {
  consume: async () => {},
  check: async () => {},
  reset: async () => {},
  loginFailed: async () => {},
};
