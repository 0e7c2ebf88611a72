/**
 * What a visitor is told when their input collides with a unique index, and at which field: one
 * table for every procedure, applied by the procedure base (init.ts), so a router cannot forget to
 * turn the race its own check missed (two people taking one username at once) into a 409 at the
 * field instead of a 500. A unique index missing here is a bug of the code, not of the input, and
 * stays a 500.
 */
import type { TRPCError } from '@trpc/server';
import { uniqueViolationOn } from '../db/errors';
import { EMAIL_TAKEN, USERNAME_TAKEN } from '../services/users';
import { fieldRefusal } from './field-refusal';

export const SUBSCRIBER_ON_LIST = 'That email address is already on the list.';
export const SLUG_TAKEN = 'That slug is already used by another article.';

const UNIQUE_FIELDS: Record<string, { field: string; message: string }> = {
  users_username_lower_idx: { field: 'username', message: USERNAME_TAKEN },
  users_email_idx: { field: 'email', message: EMAIL_TAKEN },
  subscribers_email_idx: { field: 'email', message: SUBSCRIBER_ON_LIST },
  blog_posts_slug_idx: { field: 'slug', message: SLUG_TAKEN },
};

/** The 409 for a unique violation of an index listed above; undefined for anything else. */
export function uniqueConflictOf(err: unknown): TRPCError | undefined {
  const index = uniqueViolationOn(err);
  const known = index === undefined ? undefined : UNIQUE_FIELDS[index];
  return known && fieldRefusal('CONFLICT', known.field, known.message);
}
