/**
 * Rate limits on the endpoints people attack (OWASP ASVS 2.2 / the authentication cheat sheet),
 * counted in memory with rate-limiter-flexible. One process keeps one set of counters; with
 * several processes each counts separately (see docs/decisions/2026-11-22-rate-limits.md).
 */
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import { TRPCError } from '@trpc/server';

/** Points per window; `scale` multiplies every allowance (tests and the e2e server raise it). */
const RULES = {
  /** Any login attempt, per address. */
  loginPerIp: { points: 10, duration: 60 },
  /** Failed logins per account; the sixth within 15 minutes blocks the account's logins for 15 minutes. */
  loginFailuresPerAccount: { points: 5, duration: 15 * 60, blockDuration: 15 * 60 },
  register: { points: 5, duration: 60 * 60 },
  passwordReset: { points: 5, duration: 60 * 60 },
  contact: { points: 5, duration: 10 * 60 },
  subscribe: { points: 10, duration: 60 * 60 },
  enroll: { points: 20, duration: 60 * 60 },
} as const;

export type RateLimitName = keyof typeof RULES;

export interface RateLimits {
  /** Count one attempt; throws TOO_MANY_REQUESTS (and sets Retry-After) when over the limit. */
  consume(name: RateLimitName, key: string, setHeader: (name: string, value: string) => void): Promise<void>;
  /** Throws like consume when the key is already over the limit, without counting. */
  check(name: RateLimitName, key: string, setHeader: (name: string, value: string) => void): Promise<void>;
  /** Forget a key (a successful login clears the account's failures). */
  reset(name: RateLimitName, key: string): Promise<void>;
}

function wait(seconds: number) {
  if (seconds < 90) return `${seconds} seconds`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

function tooMany(res: RateLimiterRes, setHeader: (name: string, value: string) => void): never {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  setHeader('Retry-After', String(seconds));
  throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: `Too many attempts. Please wait ${wait(seconds)} and try again.` });
}

export function createRateLimits(scale = 1): RateLimits {
  const limiters = Object.fromEntries(
    Object.entries(RULES).map(([name, rule]) => [name, new RateLimiterMemory({ ...rule, points: rule.points * scale, keyPrefix: name })]),
  ) as Record<RateLimitName, RateLimiterMemory>;
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
      const blocked = res && (res.remainingPoints <= 0 || res.consumedPoints > limiters[name].points);
      if (blocked) tooMany(res, setHeader);
    },
    async reset(name, key) {
      await limiters[name].delete(key);
    },
  };
}

/** No limits: procedure tests that call many times from one "address". */
export const unlimited: RateLimits = {
  consume: async () => {},
  check: async () => {},
  reset: async () => {},
};
