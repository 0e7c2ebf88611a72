/** Account rules shared by registration, the admin users screen and the first-start seed. */
import { eq, sql } from 'drizzle-orm';
import { fieldRefusal } from '../trpc/field-refusal';
import type { DbOrTx } from '../db/client';
import { users } from '../db/schema';
import { hashPassword } from './passwords';

export const publicUserColumns = {
  id: users.id,
  username: users.username,
  fullName: users.fullName,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
  lastLogin: users.lastLogin,
  /** For an admin's edit to start from (shared/schemas/common.ts expectedUpdatedAtField). */
  updatedAt: users.updatedAt,
};

export { EMAIL_TAKEN, USERNAME_TAKEN } from '../../shared/schemas/auth';
import { EMAIL_TAKEN, USERNAME_TAKEN } from '../../shared/schemas/auth';

/**
 * Throw 409 when the username (case-insensitive) or email is used by another account, at the field
 * of the form that asked (`emailField`: the account page's field is `newEmail`).
 */
export async function assertAccountIsFree(
  db: DbOrTx,
  fields: { username?: string; email?: string },
  exceptId?: number,
  emailField = 'email',
): Promise<void> {
  if (fields.username) {
    const [row] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.username}) = lower(${fields.username})`)
      .limit(1);
    if (row && row.id !== exceptId) throw fieldRefusal('CONFLICT', 'username', USERNAME_TAKEN);
  }
  if (fields.email) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, fields.email)).limit(1);
    if (row && row.id !== exceptId) throw fieldRefusal('CONFLICT', emailField, EMAIL_TAKEN);
  }
}

export async function createUser(
  db: DbOrTx,
  input: { username: string; fullName: string; email: string; password: string; role: 'user' | 'admin' },
  /** Registering signs the new user in: that is their first login. An admin creating an account is not. */
  opts: { signedIn?: boolean } = {},
) {
  await assertAccountIsFree(db, input);
  const passwordHash = await hashPassword(input.password);
  // A race past assertAccountIsFree is a unique violation: a 409 at the field (unique-conflicts.ts).
  const [row] = await db
    .insert(users)
    .values({
      username: input.username,
      fullName: input.fullName,
      email: input.email,
      passwordHash,
      role: input.role,
      ...(opts.signedIn ? { lastLogin: new Date() } : {}),
    })
    .returning(publicUserColumns);
  if (!row) throw new Error('insert returned no row');
  return row;
}
