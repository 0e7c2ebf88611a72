/** Procedure-test helpers: callers as anonymous, a user or an admin, on a given database. */
import type { Db } from '../src/server/db/client';
import { appRouter } from '../src/server/routers/_app';
import { createUser } from '../src/server/services/users';
import { createContextInner, type Deployment } from '../src/server/trpc/context';
import { createCallerFactory } from '../src/server/trpc/init';
import { memorySession, type SessionHandle } from '../src/server/trpc/session';

const createCaller = createCallerFactory(appRouter);

/** A server whose mail leaves it (SMTP_URL set): what mail-only features (links, newsletters) need. */
export const WITH_MAIL: Deployment = { mailConfigured: true, publicUrl: null, mailFrom: null };

/**
 * A caller whose session persists between calls, like a browser's cookie. `deployment`: how the
 * server is configured (createContextInner's default when not given: no mail, no PUBLIC_URL).
 */
export async function callerWithSession(db: Db, session: SessionHandle = memorySession(), deployment?: Deployment) {
  // The context is rebuilt per call so a changed session (login/logout) takes effect.
  const caller = createCaller(() => createContextInner({ db, session, deployment }));
  return { caller, session };
}

let counter = 0;

export async function createAccount(db: Db, role: 'user' | 'admin' = 'user', name?: string) {
  counter += 1;
  const username = name ?? `${role}${counter}_${Math.random().toString(36).slice(2, 7)}`;
  const user = await createUser(db, {
    username,
    fullName: `${role === 'admin' ? 'Admin' : 'Learner'} ${counter}`,
    email: `${username.toLowerCase()}@example.com`,
    password: 'password123',
    role,
  });
  return { ...user, password: 'password123' };
}

/** A caller signed in as a new account of the given role. */
export async function signedInCaller(db: Db, role: 'user' | 'admin' = 'user', deployment?: Deployment) {
  const account = await createAccount(db, role);
  const session = memorySession({ uid: account.id, v: 1, iat: Date.now() });
  const { caller } = await callerWithSession(db, session, deployment);
  return { caller, session, account };
}
