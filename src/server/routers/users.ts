import { asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { idParamSchema, likePattern, okSchema, pagedSchema, pageQuerySchema } from '../../shared/schemas/common';
import {
  adminUserSchema,
  PRIMARY_ADMIN_DELETE_MESSAGE,
  PRIMARY_ADMIN_DEMOTE_MESSAGE,
  userCreateSchema,
  userUpdateSchema,
} from '../../shared/schemas/users';
import { PRIMARY_ADMIN_ID } from '../../shared/constants';
import { users } from '../db/schema';
import { diffFields, recordAudit } from '../services/audit';
import { hashPassword } from '../services/passwords';
import { assertAccountIsFree, conflictFromUniqueViolation, createUser, publicUserColumns } from '../services/users';
import { router, TRPCError } from '../trpc/init';
import { adminProcedure } from '../trpc/procedures';

const tags = ['users'];
const notFound = () => new TRPCError({ code: 'NOT_FOUND', message: 'User not found.' });

export const usersRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/users', tags, summary: 'Users, paged, searchable by name, username or email' } })
    .input(pageQuerySchema)
    .output(pagedSchema(adminUserSchema))
    .query(async ({ ctx, input }) => {
      const where = input.q
        ? or(
            ilike(users.username, likePattern(input.q)),
            ilike(users.fullName, likePattern(input.q)),
            ilike(users.email, likePattern(input.q)),
          )
        : undefined;
      const [items, [totalRow]] = await Promise.all([
        ctx.db
          .select(publicUserColumns)
          .from(users)
          .where(where)
          .orderBy(asc(users.id))
          .limit(input.pageSize)
          .offset((input.page - 1) * input.pageSize),
        ctx.db.select({ value: count() }).from(users).where(where),
      ]);
      return { items, total: totalRow?.value ?? 0, page: input.page, pageSize: input.pageSize };
    }),

  create: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/users', tags, summary: 'Create a user' } })
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
      ctx.response.status = 201;
      return user;
    }),

  update: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/users/{id}', tags, summary: 'Update a user (password optional: a reset)' } })
    .input(userUpdateSchema)
    .output(adminUserSchema)
    .mutation(async ({ ctx, input }) => {
      const { id, password, ...fields } = input;
      if (id === PRIMARY_ADMIN_ID && fields.role !== 'admin')
        throw new TRPCError({ code: 'FORBIDDEN', message: PRIMARY_ADMIN_DEMOTE_MESSAGE });
      if (id === ctx.user.id && fields.role !== 'admin')
        throw new TRPCError({ code: 'FORBIDDEN', message: 'You cannot remove your own admin role.' });
      await assertAccountIsFree(ctx.db, fields, id);
      const passwordHash = password ? await hashPassword(password) : undefined;
      try {
        return await ctx.db.transaction(async (tx) => {
          const [before] = await tx.select(publicUserColumns).from(users).where(eq(users.id, id));
          if (!before) throw notFound();
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
          return after;
        });
      } catch (err) {
        if (err instanceof TRPCError) throw err;
        return conflictFromUniqueViolation(err);
      }
    }),

  delete: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/admin/users/{id}', tags, summary: 'Delete a user (never the primary admin or yourself)' },
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
