/**
 * Re-sign-in in place (issue 27 item 7). A change sent after the session ended (it expired, or was
 * signed out elsewhere) is answered UNAUTHORIZED. Instead of failing the dialog the admin was
 * filling in, the tRPC link below asks for a sign-in (a dialog mounted by the admin frame), waits,
 * and sends the same change again. The form never closes, so the draft is kept. Done once here,
 * for every mutation, not per dialog.
 */
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable, type Unsubscribable } from '@trpc/server/observable';
import type { AppRouter } from '../../server/routers/_app';

type Waiter = { resolve: () => void; reject: () => void };

let waiters: Waiter[] = [];
let hosts = 0;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((l) => l());

/** The dialog's view of the store (useSyncExternalStore). */
export const reSignInStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  isOpen: () => waiters.length > 0,
  /** A mounted dialog can take the request; without one the error reaches the form as before. */
  mount() {
    hosts += 1;
    return () => {
      hosts -= 1;
    };
  },
  /** Signed in again: every change that waited is sent again. */
  signedIn() {
    const done = waiters;
    waiters = [];
    notify();
    done.forEach((w) => w.resolve());
  },
  /** The admin closed the dialog: the waiting changes fail with their original error. */
  dismissed() {
    const done = waiters;
    waiters = [];
    notify();
    done.forEach((w) => w.reject());
  },
};

function askToSignIn(): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    waiters.push({ resolve, reject });
    notify();
  });
}

/** The sign-in procedures themselves answer UNAUTHORIZED for a wrong password or code: never retried. */
const SIGN_IN_PATHS = /^(auth|twoFactor|passkeys)\./;

export function needsSignIn(error: unknown, path: string): boolean {
  return (
    error instanceof TRPCClientError && (error.data as { code?: string } | undefined)?.code === 'UNAUTHORIZED' && !SIGN_IN_PATHS.test(path)
  );
}

/** The link: a mutation refused for a missing session waits for a sign-in, then is sent again (once per sign-in). */
export const reSignInLink: TRPCLink<AppRouter> = () => {
  return ({ op, next }) =>
    observable((observer) => {
      let current: Unsubscribable | null = null;
      let stopped = false;
      const attempt = () => {
        current = next(op).subscribe({
          next: (value) => observer.next(value),
          complete: () => observer.complete(),
          error: (error) => {
            if (stopped || op.type !== 'mutation' || hosts === 0 || !needsSignIn(error, op.path)) return observer.error(error);
            askToSignIn().then(
              () => !stopped && attempt(),
              () => observer.error(error),
            );
          },
        });
      };
      attempt();
      return () => {
        stopped = true;
        current?.unsubscribe();
      };
    });
};
