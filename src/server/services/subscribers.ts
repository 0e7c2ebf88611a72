import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { subscribers } from '../db/schema';
import { notifyNewSubscriber, sendSubscriptionConfirmation } from './notifications';
import { DOMINICA_TIME_ZONE } from '../../shared/dominica-time';

export const subscriberColumns = {
  id: subscribers.id,
  email: subscribers.email,
  subscribed: subscribers.subscribed,
  subscribedAt: subscribers.subscribedAt,
  unsubscribedAt: subscribers.unsubscribedAt,
  /** For an admin's edit to start from (shared/schemas/common.ts expectedUpdatedAtField). */
  updatedAt: subscribers.updatedAt,
};

export function newUnsubscribeToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * Subscribe or reactivate. The HTTP answer is the same whatever happened, so nobody can learn
 * who is subscribed; the result only decides whether confirmation and admin mails go out.
 */
export async function subscribe(db: Db, email: string, siteUrl: string): Promise<'created' | 'reactivated' | 'unchanged'> {
  return db.transaction(async (tx) => {
    const [existing] = await tx
      .select({ id: subscribers.id, subscribed: subscribers.subscribed, token: subscribers.unsubscribeToken })
      .from(subscribers)
      .where(eq(subscribers.email, email))
      .for('update');
    let outcome: 'created' | 'reactivated' | 'unchanged';
    let token: string;
    if (existing?.subscribed) return 'unchanged';
    if (existing) {
      await tx
        .update(subscribers)
        .set({ subscribed: true, subscribedAt: new Date(), unsubscribedAt: null })
        .where(eq(subscribers.id, existing.id));
      outcome = 'reactivated';
      token = existing.token;
    } else {
      token = newUnsubscribeToken();
      const inserted = await tx
        .insert(subscribers)
        .values({ email, unsubscribeToken: token })
        .onConflictDoNothing()
        .returning({ id: subscribers.id });
      // Someone subscribed the same address a moment ago: nothing more to do.
      if (inserted.length === 0) return 'unchanged';
      outcome = 'created';
    }
    await sendSubscriptionConfirmation(tx, siteUrl, email, token);
    await notifyNewSubscriber(tx, siteUrl, email);
    return outcome;
  });
}

export async function unsubscribeByToken(db: Db, token: string): Promise<boolean> {
  const [row] = await db
    .update(subscribers)
    .set({ subscribed: false, unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())` })
    .where(eq(subscribers.unsubscribeToken, token))
    .returning({ id: subscribers.id });
  return Boolean(row);
}

/**
 * The locale and time zone the export's dates are written in: the ones asked for if Intl knows
 * them, else the site's zone (Dominica's), never the server's UTC: an export sent without the
 * browser's zone (tapped before the page was live, or without JavaScript) was dated 4 hours off
 * with nothing in the file to say so (probe 57, F5).
 */
export function exportDateFormat(locale?: string, timeZone?: string): { locale: string; timeZone: string } {
  const known = (l: string, tz: string) => {
    try {
      new Intl.DateTimeFormat(l, { timeZone: tz });
      return true;
    } catch {
      return false;
    }
  };
  return {
    locale: locale && known(locale, 'UTC') ? locale : 'en-US',
    timeZone: timeZone && known('en-US', timeZone) ? timeZone : DOMINICA_TIME_ZONE,
  };
}
