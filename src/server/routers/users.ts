import { asc, eq, or, sql } from 'drizzle-orm';
import { idParamSchema, okSchema, pagedSchema, pageQuerySchema } from '../../shared/schemas/common';
import {
  adminUserSchema,
  CONFIRM_OWN_PASSWORD_MESSAGE,
  PRIMARY_ADMIN_CREDENTIALS_MESSAGE,
  WRONG_OWN_PASSWORD_MESSAGE,
  PRIMARY_ADMIN_DELETE_MESSAGE,
  PRIMARY_ADMIN_DEMOTE_MESSAGE,
  userCreateSchema,
  userUpdateSchema,
} from '../../shared/schemas/users';
import { PRIMARY_ADMIN_ID } from '../../shared/constants';
import { users } from '../db/schema';
import { diffFields, recordAudit } from '../services/audit';
import type { DbOrTx } from '../db/client';
import { notifyCredentialsChanged } from '../services/notifications';
import { boundedCount, countedRows } from '../services/list-counts';
import { hashPassword, verifyPassword } from '../services/passwords';
import { assertAccountIsFree, conflictFromUniqueViolation, createUser, publicUserColumns } from '../services/users';
import { router, TRPCError } from '../trpc/init';
import { adminProcedure } from '../trpc/procedures';
import { columnContains } from '../search/contains-search';

const tags = ['users'];

/** Which sign-in details an edit changes, in words for the notice email. */
function credentialChanges(
  before: { username: string; email: string },
  fields: { username: string; email: string },
  password: string | undefined,
): string[] {
  const changed: string[] = [];
  if (fields.username.toLowerCase() !== before.username.toLowerCase()) changed.push('username');
  if (fields.email !== before.email) changed.push('email address');
  if (password) changed.push('password');
  return changed;
}

/**
 * Only the primary admin changes the primary admin's sign-in details, and changing another
 * admin's needs the acting admin's own password: a stolen admin session alone cannot take over
 * the owner's account or lock another admin out.
 */
async function assertMayChangeCredentials(
  tx: DbOrTx,
  actorId: number,
  target: { id: number; role: 'user' | 'admin' },
  currentPassword: string | undefined,
): Promise<void> {
  if (target.id === PRIMARY_ADMIN_ID && actorId !== PRIMARY_ADMIN_ID)
    throw new TRPCError({ code: 'FORBIDDEN', message: PRIMARY_ADMIN_CREDENTIALS_MESSAGE });
  if (target.role !== 'admin' || target.id === actorId) return;
  if (!currentPassword) throw new TRPCError({ code: 'FORBIDDEN', message: CONFIRM_OWN_PASSWORD_MESSAGE });
  const [actor] = await tx.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, actorId));
  if (!(await verifyPassword(actor?.passwordHash ?? null, currentPassword)))
    throw new TRPCError({ code: 'FORBIDDEN', message: WRONG_OWN_PASSWORD_MESSAGE });
}
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'User not found.' });

export const usersRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/users', tags, summary: 'Users, paged, searchable by name, username or email' } })
    .input(pageQuerySchema)
    .output(pagedSchema(adminUserSchema))
    .query(async ({ ctx, input }) => {
      const where = input.q
        ? or(
            columnContains(ctx.db, 'users', users.username, input.q),
            columnContains(ctx.db, 'users', users.fullName, input.q),
            columnContains(ctx.db, 'users', users.email, input.q),
          )
        : undefined;
      const offset = (input.page - 1) * input.pageSize;
      const [items, counted] = await Promise.all([
        ctx.db.select(publicUserColumns).from(users).where(where).orderBy(asc(users.id)).limit(input.pageSize).offset(offset),
        where
          ? boundedCount(ctx.db, users, where, offset)
          : countedRows(ctx.db, 'users').then((total) => ({ total, totalIsLowerBound: false })),
      ]);
      return { items, ...counted, page: input.page, pageSize: input.pageSize };
    }),

  create: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/users', tags, summary: 'Create a user' },
      rateLimit: 'none',
      audit: 'required',
      successStatus: 201,
    })
    .input(userCreateSchema)
    .output(adminUserSchema)
    .mutation(async ({ ctx, input }) => {
      // The account and its audit row commit together.
      const user = await ctx.db.transaction(async (tx) => {
        const created = await createUser(tx, input);
        await recordAudit(tx, {
          actorId: ctx.user.id,
          action: 'user.create',
          targetType: 'user',
          targetId: created.id,
          summary: { username: created.username, role: created.role },
        });
        return created;
      });
      return user;
    }),

  update: adminProcedure
    .meta({
      openapi: { method: 'PUT', path: '/admin/users/{id}', tags, summary: 'Update a user (password optional: a reset)' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(userUpdateSchema)
    .output(adminUserSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, password, currentPassword, ...fields } = input;
      if (id === PRIMARY_ADMIN_ID && fields.role !== 'admin')
        throw new TRPCError({ code: 'FORBIDDEN', message: PRIMARY_ADMIN_DEMOTE_MESSAGE });
      if (id === ctx.user.id && fields.role !== 'admin')
        throw new TRPCError({ code: 'FORBIDDEN', message: 'You cannot remove your own admin role.' });
      await assertAccountIsFree(ctx.db, fields, id);
      try {
        return await ctx.db.transaction(async (tx) => {
          // Locked: two admins saving the same account at once are applied one after the other.
          const [before] = await tx.select(publicUserColumns).from(users).where(eq(users.id, id)).for('update');
          if (!before) throw notFound();
          const changed = credentialChanges(before, fields, password);
          if (changed.length > 0) await assertMayChangeCredentials(tx, ctx.user.id, before, currentPassword);
          const passwordHash = password ? await hashPassword(password) : undefined;
          const roleChanged = before.role !== fields.role;
          const [after] = await tx
            .update(users)
            .set({
              ...fields,
              ...(passwordHash ? { passwordHash } : {}),
              // A role change or password reset ends that user's sessions at once.
              ...(roleChanged || passwordHash ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
            })
            .where(eq(users.id, id))
            .returning(publicUserColumns);
          if (!after) throw notFound();
          const summary: Record<string, unknown> = diffFields(
            { username: before.username, email: before.email, fullName: before.fullName, role: before.role },
            { username: after.username, email: after.email, fullName: after.fullName, role: after.role },
          );
          if (passwordHash) summary.password = 'reset';
          await recordAudit(tx, {
            actorId: ctx.user.id,
            action: roleChanged ? 'user.role_change' : 'user.update',
            targetType: 'user',
            targetId: id,
            summary,
          });
          // The address the account had before the change hears of it: a takeover cannot go unnoticed.
          if (changed.length > 0) await notifyCredentialsChanged(tx, ctx.siteUrl, before, changed);
          return after;
        });
      } catch (err) {
        if (err instanceof TRPCError) throw err;
        return conflictFromUniqueViolation(err);
      }
    }),

  unlockLogin: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/users/{id}/unlock-login', tags, summary: 'Lift every login lock on an account' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(idParamSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) =>
      ctx.db.transaction(async (tx) => {
        // Failed logins are counted under keys that include this generation: a new one starts clean.
        const [row] = await tx
          .update(users)
          .set({ loginUnlockGeneration: sql`${users.loginUnlockGeneration} + 1` })
          .where(eq(users.id, input.id))
          .returning({ id: users.id, username: users.username });
        if (!row) throw notFound();
        await recordAudit(tx, {
          actorId: ctx.user.id,
          action: 'user.unlock_login',
          targetType: 'user',
          targetId: row.id,
          summary: { username: row.username },
        });
        return { success: true as const };
      }),
    ),

  delete: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/admin/users/{id}', tags, summary: 'Delete a user (never the primary admin or yourself)' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(idParamSchema)
    .output(okSchema)
    .mutation(({ ctx, input }) => {
      if (input.id === PRIMARY_ADMIN_ID) throw new TRPCError({ code: 'FORBIDDEN', message: PRIMARY_ADMIN_DELETE_MESSAGE });
      if (input.id === ctx.user.id) throw new TRPCError({ code: 'FORBIDDEN', message: 'You cannot delete your own account.' });
      return ctx.db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(users)
          .where(eq(users.id, input.id))
          .returning({ id: users.id, username: users.username, role: users.role });
        if (!removed) throw notFound();
        await recordAudit(tx, {
          actorId: ctx.user.id,
          action: 'user.delete',
          targetType: 'user',
          targetId: removed.id,
          summary: { username: removed.username, role: removed.role },
        });
        return { success: true as const };
      });
    }),
});
