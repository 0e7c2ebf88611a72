import { asc, eq, or, sql } from 'drizzle-orm';
import { idParamSchema, okSchema, pagedSchema, pageQuerySchema } from '../../shared/schemas/common';
import {
  adminUserSchema,
  CONFIRM_OWN_PASSWORD_MESSAGE,
  PRIMARY_ADMIN_CREDENTIALS_MESSAGE,
  PRIMARY_ADMIN_ONLY_2FA_RESET_MESSAGE,
  resetTwoFactorSchema,
  ADMIN_DELETE_MESSAGE,
  PRIMARY_ADMIN_DELETE_MESSAGE,
  PRIMARY_ADMIN_DEMOTE_MESSAGE,
  userCreateSchema,
  userUpdateSchema,
  userDeleteSchema,
} from '../../shared/schemas/users';
import { PRIMARY_ADMIN_ID } from '../../shared/constants';
import { users } from '../db/schema';
import { spendAccountLinks } from '../services/account-links';
import { enrollmentTrace } from '../services/account-deletion';
import { diffFields, recordAudit, recordedChange } from '../services/audit';
import { notifyCredentialsChanged } from '../services/notifications';
import { notifyAccountDeletedByAdmin } from '../services/account-notifications';
import { boundedCount, countedRows } from '../services/list-counts';
import { hashPassword } from '../services/passwords';
import { verifyStepUp } from '../services/step-up';
import { disableTwoFactor, hasTwoFactor } from '../services/two-factor';
import { notifyTwoFactorReset } from '../services/notifications';
import { renameOnCertificates } from '../services/certificates';
import { assertAccountIsFree, createUser, publicUserColumns } from '../services/users';
import { fieldRefusal } from '../trpc/field-refusal';
import { router, TRPCError } from '../trpc/init';
import { adminProcedure } from '../trpc/procedures';
import { columnContains } from '../search/contains-search';
import { assertUnchangedSince, editWrites } from '../services/edit-conflicts';

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
 * Who may change an account's sign-in details or role, and what proof it takes (issue 25):
 * - only the primary admin changes the primary admin's username, email or password;
 * - changing anyone's username, email or password (a learner's too: with only an admin's stolen
 *   cookie, a learner's email and then password could be rewritten and the account and its paid
 *   courses taken: probe 27, F7), or anyone's role (to or from admin), needs a fresh step-up proof
 *   of the acting admin (current password, and a current code when the actor has 2FA). A stolen
 *   admin session alone cannot take an account, demote an admin and then rewrite their details, or
 *   make an accomplice an admin.
 */
async function assertMayChange(
  ctx: Parameters<typeof verifyStepUp>[0],
  target: { id: number },
  change: { credentials: boolean; roleChanged: boolean },
  proof: { currentPassword?: string; code?: string },
  tx: Parameters<typeof verifyStepUp>[2],
): Promise<void> {
  if (change.credentials && target.id === PRIMARY_ADMIN_ID && ctx.user.id !== PRIMARY_ADMIN_ID)
    throw new TRPCError({ code: 'FORBIDDEN', message: PRIMARY_ADMIN_CREDENTIALS_MESSAGE });
  const needsProof = change.roleChanged || change.credentials;
  if (!needsProof) return;
  if (!proof.currentPassword) throw fieldRefusal('FORBIDDEN', 'currentPassword', CONFIRM_OWN_PASSWORD_MESSAGE);
  await verifyStepUp(ctx, { currentPassword: proof.currentPassword, code: proof.code }, tx);
}
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'User not found.' });

export const usersRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/users', tags, summary: 'Users, paged, searchable by name, username or email' } })
    .input(pageQuerySchema)
    .output(pagedSchema(adminUserSchema))
    .query(async ({ ctx, input }) => {
      const where = input.q
        ? or(columnContains(users.username, input.q), columnContains(users.fullName, input.q), columnContains(users.email, input.q))
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
      const { currentPassword, code, ...fields } = input;
      // A stolen admin session must not be able to make its own admin account.
      if (fields.role === 'admin') {
        if (!currentPassword) throw fieldRefusal('FORBIDDEN', 'currentPassword', CONFIRM_OWN_PASSWORD_MESSAGE);
        await verifyStepUp(ctx, { currentPassword, code });
      }
      const created = await createUser(ctx.db, fields);
      await recordAudit(ctx.db, {
        actorId: ctx.user.id,
        action: 'user.create',
        targetType: 'user',
        targetId: created.id,
        summary: { username: created.username, role: created.role },
      });
      return created;
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
      const { id, password, currentPassword, code, expectedUpdatedAt, ...fields } = input;
      if (id === PRIMARY_ADMIN_ID && fields.role !== 'admin')
        throw new TRPCError({ code: 'FORBIDDEN', message: PRIMARY_ADMIN_DEMOTE_MESSAGE });
      if (id === ctx.user.id && fields.role !== 'admin')
        throw new TRPCError({ code: 'FORBIDDEN', message: 'You cannot remove your own admin role.' });
      await assertAccountIsFree(ctx.db, fields, id);
      // Locked: two admins saving the same account at once are applied one after the other.
      const [before] = await ctx.db.select(publicUserColumns).from(users).where(eq(users.id, id)).for('update');
      if (!before) throw notFound();
      const { id: _id, updatedAt: _stored, ...stored } = before;
      // A new password is never what is stored: a reset is always written (and checked for conflicts).
      const edit = { storedAt: before.updatedAt, expectedUpdatedAt };
      if (password) assertUnchangedSince(edit.storedAt, edit.expectedUpdatedAt);
      else if (!editWrites(stored, fields, edit)) return before;
      const changed = credentialChanges(before, fields, password);
      const roleChanged = before.role !== fields.role;
      await assertMayChange(ctx, before, { credentials: changed.length > 0, roleChanged }, { currentPassword, code }, ctx.db);
      const passwordHash = password ? await hashPassword(password) : undefined;
      const [after] = await ctx.db
        .update(users)
        .set({
          ...fields,
          ...(passwordHash ? { passwordHash } : {}),
          // A role change or password reset ends that user's sessions at once.
          ...(roleChanged || passwordHash ? { sessionVersion: sql`${users.sessionVersion} + 1` } : {}),
          // An address an admin typed is not one the account has shown it reads.
          ...(fields.email !== before.email ? { emailConfirmedAt: null } : {}),
        })
        .where(eq(users.id, id))
        .returning(publicUserColumns);
      if (!after) throw notFound();
      if (after.fullName !== before.fullName) await renameOnCertificates(ctx.db, id, after.fullName);
      // Links mailed before (a reset to the old address, an email change under the old password) stop working.
      if (passwordHash || after.email !== before.email) await spendAccountLinks(ctx.db, id);
      // Two-factor authentication is an admin's: a learner's pages have no way to use or turn it off,
      // so a demoted admin's would ask for a code they could never change again (probe 35, F2).
      if (roleChanged && after.role !== 'admin' && (await hasTwoFactor(ctx.db, id))) await disableTwoFactor(ctx.db, id, ctx.user.id);
      const summary: Record<string, unknown> = diffFields(
        { username: before.username, email: before.email, fullName: before.fullName, role: before.role },
        { username: after.username, email: after.email, fullName: after.fullName, role: after.role },
      );
      if (passwordHash) summary.password = 'reset';
      await recordAudit(ctx.db, {
        actorId: ctx.user.id,
        action: roleChanged ? 'user.role_change' : 'user.update',
        targetType: 'user',
        targetId: id,
        summary,
      });
      // The address the account had before the change hears of it: a takeover cannot go unnoticed.
      if (changed.length > 0) await notifyCredentialsChanged(ctx.db, ctx.siteUrl, before, changed);
      return after;
    }),

  resetTwoFactor: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/users/{id}/reset-2fa',
        tags,
        summary: "Primary admin only: turn off another account's 2FA (step-up; the owner is emailed)",
      },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(resetTwoFactorSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      if (ctx.user.id !== PRIMARY_ADMIN_ID) throw new TRPCError({ code: 'FORBIDDEN', message: PRIMARY_ADMIN_ONLY_2FA_RESET_MESSAGE });
      if (input.id === ctx.user.id)
        throw new TRPCError({ code: 'BAD_REQUEST', message: 'Turn off your own two-factor authentication from your profile.' });
      await verifyStepUp(ctx, { currentPassword: input.currentPassword, code: input.code });
      const [target] = await ctx.db
        .select({ id: users.id, email: users.email, fullName: users.fullName, enabledAt: users.totpEnabledAt })
        .from(users)
        .where(eq(users.id, input.id));
      if (!target) throw notFound();
      if (!target.enabledAt) throw new TRPCError({ code: 'CONFLICT', message: 'Two-factor authentication is not on for this account.' });
      await disableTwoFactor(ctx.db, target.id, ctx.user.id);
      // Whoever holds that account's sessions signs in again.
      await ctx.db
        .update(users)
        .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
        .where(eq(users.id, target.id));
      await notifyTwoFactorReset(ctx.db, ctx.siteUrl, target);
      return { success: true as const };
    }),

  unlockLogin: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/users/{id}/unlock-login', tags, summary: 'Lift every login lock on an account' },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(idParamSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      await recordedChange(ctx.db, {
        actorId: ctx.user.id,
        action: 'user.unlock_login',
        targetType: 'user',
        // Failed logins are counted under keys that include this generation: a new one starts clean.
        change: ctx.db
          .update(users)
          .set({ loginUnlockGeneration: sql`${users.loginUnlockGeneration} + 1` })
          .where(eq(users.id, input.id))
          .returning({ id: users.id, username: users.username }),
        summary: (row) => ({ username: row.username }),
        orElse: notFound,
      });
      return { success: true as const };
    }),

  delete: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/users/{id}',
        tags,
        summary:
          'Delete a user (never the primary admin, an admin or yourself); step-up: currentPassword, and code with 2FA, in the JSON body',
      },
      rateLimit: 'none',
      audit: 'required',
    })
    .input(userDeleteSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      if (input.id === PRIMARY_ADMIN_ID) throw new TRPCError({ code: 'FORBIDDEN', message: PRIMARY_ADMIN_DELETE_MESSAGE });
      if (input.id === ctx.user.id) throw new TRPCError({ code: 'FORBIDDEN', message: 'You cannot delete your own account.' });
      // Deleting an admin takes the same proof as demoting one: a stolen admin session alone cannot
      // remove the other admins (the probe of 2026-11-29). Locked, so a promotion cannot slip in between.
      const [target] = await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, input.id)).for('update');
      if (target?.role === 'admin') throw new TRPCError({ code: 'FORBIDDEN', message: ADMIN_DELETE_MESSAGE });
      if (!target) throw notFound();
      // An account and its paid courses go for good: the acting admin proves it is them, as for a
      // change of its sign-in details (a stolen admin session alone cannot erase learners).
      await verifyStepUp(ctx, { currentPassword: input.currentPassword, code: input.code });
      // The payments received stay on record, as when learners delete their own account.
      const trace = await enrollmentTrace(ctx.db, input.id);
      const removed = await recordedChange(ctx.db, {
        actorId: ctx.user.id,
        action: 'user.delete',
        targetType: 'user',
        change: ctx.db
          .delete(users)
          .where(eq(users.id, input.id))
          .returning({ id: users.id, username: users.username, role: users.role, email: users.email, fullName: users.fullName }),
        summary: (row) => ({ username: row.username, role: row.role, ...trace }),
        orElse: notFound,
      });
      await notifyAccountDeletedByAdmin(ctx.db, ctx.siteUrl, removed);
      return { success: true as const };
    }),
});
