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
import {
  accountLockedForAddress,
  addressLimitReached,
  codeLimitReached,
  tooManyAttempts,
  waitInWords,
} from '../../shared/rate-limit-messages';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

/**
 * Points per window (seconds), and what a call is counted by: the client's address (IPv6 by its
 * /64, see client-address.ts) or the signed-in user. `scale` multiplies every allowance (tests and
 * the e2e server raise it).
 *
 * Caribbean mobile carriers put many phones behind one address (carrier-grade NAT) and a workshop
 * shares one Wi-Fi, so per-address allowances are sized for a class of 30-40 people acting within
 * minutes, while still bounding one machine's abuse (a day cap on sign-ups).
 */
export const RATE_LIMIT_RULES = {
  /** Any login attempt, per address: a classroom signing in at once fits. */
  loginPerAddress: { points: 60, duration: MINUTE, by: 'address' },
  /**
   * Failed logins per (account, address, unlock generation): the fifth within 15 minutes locks that
   * account's logins from that address only, so guessing from elsewhere cannot lock the owner out.
   */
  loginFailures: { points: 5, duration: 15 * MINUTE, by: 'account' },
  /**
   * Wrong passwords for one account from every address in the last hour. Never refuses (a lock
   * across addresses would let anyone lock the owner out); its count tells the owner that someone
   * is guessing from many addresses, each within its own allowance (routers/auth.ts).
   */
  passwordGuesses: { points: 1_000_000, duration: HOUR, by: 'account' },
  /** Lockouts per (account, address) in the last day: each one doubles the next lock (15, 30, 60 min … up to a day). */
  loginLockouts: { points: 1_000, duration: 24 * HOUR, by: 'account' },
  /**
   * Step-up proofs (current password, and code) per account across every address: each attempt is
   * counted before it is checked, and a success clears the count (services/step-up.ts).
   */
  stepUpAttempts: { points: 5, duration: 15 * MINUTE, by: 'account' },
  /**
   * Wrong two-factor codes per account across every address (the password step stays per
   * (account, address)): a thief with the password cannot get 5 more guesses per new address.
   */
  secondFactorFailures: { points: 10, duration: 15 * MINUTE, by: 'account' },
  logout: { points: 60, duration: MINUTE, by: 'address' },
  register: { points: 40, duration: HOUR, by: 'address' },
  /** Bulk sign-up from one machine stays bounded over a day (three full classes). */
  registerDaily: { points: 120, duration: 24 * HOUR, by: 'address' },
  passwordReset: { points: 20, duration: HOUR, by: 'address' },
  /** Confirming a reset (token guessing is hopeless, but each call may cost a hash). */
  passwordResetConfirm: { points: 20, duration: 10 * MINUTE, by: 'address' },
  contact: { points: 10, duration: 10 * MINUTE, by: 'address' },
  subscribe: { points: 60, duration: HOUR, by: 'address' },
  unsubscribe: { points: 30, duration: 10 * MINUTE, by: 'address' },
  enroll: { points: 20, duration: HOUR, by: 'user' },
  /** A learner correcting the payment reference of a pending enrollment. */
  paymentReference: { points: 30, duration: HOUR, by: 'user' },
  /** A learner changing how they pay for a pending enrollment (each change emails the new instructions). */
  paymentMethod: { points: 20, duration: HOUR, by: 'user' },
  /** A learner's own password, email or deletion requests (each also needs the step-up proof). */
  accountChange: { points: 20, duration: HOUR, by: 'user' },
  /** Opening an email-change link (token guessing is hopeless; this bounds the lookups). */
  emailChangeConfirm: { points: 20, duration: 10 * MINUTE, by: 'address' },
  /** A learner's "Mark as done", quiz answers and device syncs: a class working through every page fits. */
  progressWrite: { points: 300, duration: HOUR, by: 'user' },
  /** Asking for a track's certificate. */
  certificateIssue: { points: 30, duration: HOUR, by: 'user' },
} as const;
const RULES = RATE_LIMIT_RULES;

export const LOGIN_LOCK_SECONDS = { first: 15 * MINUTE, max: 24 * HOUR } as const;

export type RateLimitName = keyof typeof RULES;
type SetHeader = (name: string, value: string) => void;

export interface RateLimits {
  /** Count one attempt; throws TOO_MANY_REQUESTS (and sets Retry-After) when over the limit. */
  consume(name: RateLimitName, key: string, setHeader: SetHeader): Promise<void>;
  /** Like consume, and answers how many attempts the key has made in the window (this one included). */
  attempt(name: RateLimitName, key: string, setHeader: SetHeader): Promise<number>;
  /** Throws like consume when the key is already over the limit, without counting. */
  check(name: RateLimitName, key: string, setHeader: SetHeader): Promise<void>;
  /** Count one for a key and return the count in its window; never refuses. */
  tally(name: RateLimitName, key: string): Promise<number>;
  /** Take back one counted attempt (one that turned out not to be a guess). */
  refund(name: RateLimitName, key: string): Promise<void>;
  /** Forget a key (a successful login clears the account's failures). */
  reset(name: RateLimitName, key: string): Promise<void>;
  /** Count a failed login for an (account, address) key; the fifth locks it, each lock twice as long as the last. */
  loginFailed(key: string): Promise<void>;
  /**
   * Count a login attempt for an (account, address) key *before* its password is checked, so
   * parallel guesses cannot all be checked against the count of the ones already finished: the
   * sixth within the window throws TOO_MANY_REQUESTS without a check. Report the outcome on the
   * answer: a failure that used up the allowance locks the key (as loginFailed does), a success
   * forgets the key's failures.
   */
  loginAttempt(key: string, setHeader: SetHeader): Promise<LoginAttempt>;
}

export interface LoginAttempt {
  failed(): Promise<void>;
  succeeded(): Promise<void>;
}

export interface RateLimitOptions {
  /** Multiplies every allowance (1 in production). */
  scale?: number;
  /** Count in this database (shared by every process on it) instead of this process's memory. */
  db?: Db;
}

/**
 * The refusals that say more than "wait": sign-in limits tell which kind of lock it is, and only
 * the one a password reset lifts says so (shared/rate-limit-messages.ts).
 */
const REFUSALS: Partial<Record<RateLimitName, (wait: string) => string>> = {
  loginFailures: accountLockedForAddress,
  loginPerAddress: addressLimitReached,
  secondFactorFailures: codeLimitReached,
};

function tooMany(name: RateLimitName, res: RateLimiterRes, setHeader: SetHeader): never {
  const seconds = Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  setHeader('Retry-After', String(seconds));
  const message = (REFUSALS[name] ?? tooManyAttempts)(waitInWords(seconds));
  throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message });
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

  const attempt: RateLimits['attempt'] = async (name, key, setHeader) => {
    try {
      return (await limiters[name].consume(key)).consumedPoints;
    } catch (err) {
      if (err instanceof RateLimiterRes) tooMany(name, err, setHeader);
      throw err;
    }
  };

  return {
    async consume(name, key, setHeader) {
      try {
        await limiters[name].consume(key);
      } catch (err) {
        if (err instanceof RateLimiterRes) tooMany(name, err, setHeader);
        throw err;
      }
    },
    attempt,
    tally: async (name, key) => (await limiters[name].penalty(key)).consumedPoints,
    async check(name, key, setHeader) {
      const res = await limiters[name].get(key);
      if (res && isOver(name, res)) tooMany(name, res, setHeader);
    },
    async refund(name, key) {
      await limiters[name].reward(key, 1);
    },
    async reset(name, key) {
      await limiters[name].delete(key);
    },
    async loginFailed(key) {
      const res = await limiters.loginFailures.penalty(key);
      await lockWhenSpent(key, res.consumedPoints);
    },
    async loginAttempt(key, setHeader) {
      const consumed = await attempt('loginFailures', key, setHeader);
      return {
        failed: () => lockWhenSpent(key, consumed),
        succeeded: () => limiters.loginFailures.delete(key).then(() => undefined),
      };
    },
  };

  /** Locks once, on the failure that used the last point, each lock in a day twice as long as the last. */
  async function lockWhenSpent(key: string, consumedPoints: number) {
    const failures = limiters.loginFailures;
    if (consumedPoints !== failures.points) return;
    const lockouts = await limiters.loginLockouts.penalty(key);
    const seconds = Math.min(LOGIN_LOCK_SECONDS.first * 2 ** (lockouts.consumedPoints - 1), LOGIN_LOCK_SECONDS.max);
    await failures.block(key, seconds);
  }
}

/** No limits: procedure tests that call many times from one "address". */
export const unlimited: RateLimits = {
  consume: async () => {},
  attempt: async () => 1,
  tally: async () => 1,
  check: async () => {},
  refund: async () => {},
  reset: async () => {},
  loginFailed: async () => {},
  loginAttempt: async () => ({ failed: async () => {}, succeeded: async () => {} }),
};
