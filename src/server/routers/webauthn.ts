/**
 * Passkeys (WebAuthn, issue 25): add one (signed in, with a fresh step-up proof), sign in with one
 * (anyone; with or without a username), list and remove your own. For an account with two-factor
 * authentication a passkey that verified the user (PIN, biometrics) is both factors, and a passkey
 * finishes a sign-in whose password was already accepted (POST /api/login answered "code required").
 */
import { eq } from 'drizzle-orm';
import { signInStamp } from '../services/login-account';
import { z } from 'zod';
import { publicUserSchema } from '../../shared/schemas/auth';
import { okSchema, idParamSchema } from '../../shared/schemas/common';
import {
  authenticationOptionsSchema,
  PASSKEY_MESSAGES,
  passkeyListSchema,
  passkeyLoginOptionsInputSchema,
  passkeyLoginVerifyInputSchema,
  passkeyRegisterOptionsInputSchema,
  passkeyRegisterVerifyInputSchema,
  passkeySchema,
  registrationOptionsSchema,
} from '../../shared/schemas/webauthn';
import { users, webauthnCredentials } from '../db/schema';
import { recordAudit } from '../services/audit';
import { authenticationOptions, registrationOptions, verifyAuthentication, verifyRegistration } from '../services/passkey-ceremonies';
import { deleteCredential, insertCredential, listPasskeys, passkeyColumns } from '../services/passkey-credentials';
import { notifyPasskeyChange } from '../services/passkey-mail';
import { verifyStepUp } from '../services/step-up';
import { pendingSecondFactor } from '../services/two-factor-session';
import { publicUserColumns } from '../services/users';
import { router, TRPCError } from '../trpc/init';
import { authedProcedure, publicProcedure } from '../trpc/procedures';
import { startSession } from './auth';

const tags = ['auth'];

export const webauthnRouter = router({
  registerOptions: authedProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/webauthn/register/options',
        tags,
        summary: 'Start adding a passkey (current password, and code with 2FA)',
      },
      rateLimit: 'loginPerAddress',
      audit: 'required',
    })
    .input(passkeyRegisterOptionsInputSchema)
    .output(registrationOptionsSchema)
    .mutation(async ({ ctx, input }) => {
      await verifyStepUp(ctx, input);
      // The proof was given for this: a thief's attempt shows in the log even if never finished.
      await recordAudit(ctx.db, { actorId: ctx.user.id, action: 'auth.passkey_add_started', targetType: 'user', targetId: ctx.user.id });
      return registrationOptions(ctx, ctx.user);
    }),

  registerVerify: authedProcedure
    .meta({
      openapi: { method: 'POST', path: '/webauthn/register/verify', tags, summary: "Store the new passkey (the browser's answer)" },
      rateLimit: 'loginPerAddress',
      audit: 'required',
      successStatus: 201,
    })
    .input(passkeyRegisterVerifyInputSchema)
    .output(passkeySchema)
    .mutation(async ({ ctx, input }) => {
      const outcome = await verifyRegistration(ctx, ctx.user, input.response);
      if (!outcome.ok) {
        ctx.log.info({ userId: ctx.user.id, reason: outcome.reason }, 'passkey registration refused');
        throw new TRPCError({ code: 'BAD_REQUEST', message: PASSKEY_MESSAGES.addFailed });
      }
      const name = input.name ?? 'Passkey';
      const user = ctx.user;
      const id = await insertCredential(ctx.db, {
        userId: user.id,
        credentialId: outcome.credentialId,
        publicKey: outcome.publicKey,
        counter: outcome.counter,
        transports: outcome.transports,
        name,
      });
      if (id === null) throw new TRPCError({ code: 'CONFLICT', message: PASSKEY_MESSAGES.alreadyAdded });
      await recordAudit(ctx.db, {
        actorId: user.id,
        action: 'auth.passkey_add',
        targetType: 'user',
        targetId: user.id,
        summary: { passkeyId: id, name },
      });
      await notifyPasskeyChange(ctx.db, ctx.siteUrl, user, name, 'added');
      const [row] = await ctx.db.select(passkeyColumns).from(webauthnCredentials).where(eq(webauthnCredentials.id, id));
      if (!row) throw new TRPCError({ code: 'INTERNAL_SERVER_ERROR', message: PASSKEY_MESSAGES.addFailed });
      return row;
    }),

  loginOptions: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/webauthn/login/options', tags, summary: 'Start signing in with a passkey (username optional)' },
      rateLimit: 'loginPerAddress',
      audit: 'none',
    })
    .input(passkeyLoginOptionsInputSchema)
    .output(authenticationOptionsSchema)
    .mutation(async ({ ctx, input }) => authenticationOptions(ctx, input.username)),

  loginVerify: publicProcedure
    .meta({
      openapi: { method: 'POST', path: '/webauthn/login/verify', tags, summary: "Finish signing in with a passkey (the browser's answer)" },
      rateLimit: 'loginPerAddress',
      audit: 'none',
    })
    .input(passkeyLoginVerifyInputSchema)
    .output(publicUserSchema)
    .mutation(async ({ ctx, input }) => {
      const outcome = await verifyAuthentication(ctx, input.response);
      if (!outcome.ok) {
        ctx.log.info({ reason: outcome.reason }, 'passkey sign-in refused');
        throw new TRPCError({ code: 'UNAUTHORIZED', message: PASSKEY_MESSAGES.signInFailed });
      }
      const [account] = await ctx.db
        .select({ id: users.id, sessionVersion: users.sessionVersion, totpEnabledAt: users.totpEnabledAt })
        .from(users)
        .where(eq(users.id, outcome.userId));
      if (!account) throw new TRPCError({ code: 'UNAUTHORIZED', message: PASSKEY_MESSAGES.signInFailed });
      // With 2FA the passkey must be two factors by itself (possession + PIN/biometrics), unless
      // this browser already gave the password: then the passkey is the second factor.
      const passwordAccepted = pendingSecondFactor(ctx)?.uid === account.id;
      if (account.totpEnabledAt && !outcome.userVerified && !passwordAccepted)
        throw new TRPCError({ code: 'UNAUTHORIZED', message: PASSKEY_MESSAGES.verificationNeeded });
      delete ctx.session.data.p2fa;
      const [user] = await ctx.db.update(users).set(signInStamp()).where(eq(users.id, account.id)).returning(publicUserColumns);
      if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: PASSKEY_MESSAGES.signInFailed });
      await startSession(ctx, account);
      return user;
    }),

  list: authedProcedure
    .meta({ openapi: { method: 'GET', path: '/webauthn/credentials', tags, summary: 'Your passkeys' } })
    .input(z.void())
    .output(passkeyListSchema)
    .query(({ ctx }) => listPasskeys(ctx.db, ctx.user.id)),

  remove: authedProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/webauthn/credentials/{id}', tags, summary: 'Remove one of your passkeys' },
      rateLimit: 'loginPerAddress',
      audit: 'required',
    })
    .input(idParamSchema)
    .output(okSchema)
    .mutation(async ({ ctx, input }) => {
      const user = ctx.user;
      // Someone else's passkey id answers the same as a missing one.
      const name = await deleteCredential(ctx.db, user.id, input.id);
      if (name === null) throw new TRPCError({ code: 'NOT_FOUND', message: PASSKEY_MESSAGES.notFound });
      await recordAudit(ctx.db, {
        actorId: user.id,
        action: 'auth.passkey_remove',
        targetType: 'user',
        targetId: user.id,
        summary: { passkeyId: input.id, name },
      });
      await notifyPasskeyChange(ctx.db, ctx.siteUrl, user, name, 'removed');
      return { success: true as const };
    }),
});
