import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscribers } from '../db/schema';

export const subscriberColumns = {
  id: subscribers.id,
  email: subscribers.email,
  subscribed: subscribers.subscribed,
  subscribedAt: subscribers.subscribedAt,
  unsubscribedAt: subscribers.unsubscribedAt,
};

export function newUnsubscribeToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Subscribe or reactivate. The caller answers the same way whatever happened, so nobody can
 * learn who is subscribed; the result says what happened for notifications.
 */
export async function subscribe(db: Db, email: string): Promise<'created' | 'existing'> {
  const [row] = await db
    .insert(subscribers)
    .values({ email, unsubscribeToken: newUnsubscribeToken() })
    .onConflictDoUpdate({
      target: subscribers.email,
      set: {
        subscribed: true,
        subscribedAt: sql`case when ${subscribers.subscribed} then ${subscribers.subscribedAt} else now() end`,
        unsubscribedAt: null,
      },
    })
    // xmax is 0 only for a row this statement inserted (not for one it updated).
    .returning({ wasInserted: sql<boolean>`(xmax = 0)` });
  return row?.wasInserted ? 'created' : 'existing';
}

export async function unsubscribeByToken(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .update(subscribers)
    .set({ subscribed: false, unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())` })
    .where(eq(subscribers.unsubscribeToken, token))
    .returning({ id: subscribers.id });
  return Boolean(row);
}
