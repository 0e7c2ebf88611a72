/**
 * Admin two-factor authentication (issue 18): TOTP (RFC 6238, via otpauth) with one-time
 * recovery codes. The secret leaves the server once, in the enrolment answer; recovery codes
 * are shown once and stored as SHA-256 hashes. A TOTP code is accepted once (the last used
 * time step is stored), within one step of clock drift.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { TRPCError } from '@trpc/server';
import type { Db, DbOrTx } from '../db/client';
import type { SecretBox } from '../security/secret-box';
import { isSealed } from '../security/secret-box';
import { recoveryCodes, users } from '../db/schema';
import { recordAudit } from './audit';
import { readCompany } from './settings';

const PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;
export const INVALID_CODE = 'That code is not valid. Enter the current 6-digit code from your authenticator app, or a recovery code.';
/** The set-up's first code: no recovery code exists yet, so none is offered (probe 45). */
export const INVALID_SETUP_CODE =
  'That code is not valid. Enter the 6-digit code your authenticator app shows now for this account (a new code appears every 30 seconds).';

function totpFor(secretBase32: string, label: string, issuer: string) {
  return new TOTP({ issuer, label, algorithm: 'SHA1', digits: 6, period: PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });
}

const hashCode = (code: string) =>
  createHash('sha256')
    .update(code.toLowerCase().replace(/[^a-z0-9]/g, ''))
    .digest('hex');

/** 10 lowercase base32 characters, shown as xxxxx-xxxxx (50 random bits). */
function newRecoveryCode(): string {
  const alphabet = 'abcdefghijklmnopqrstuvwxyz234567';
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => alphabet[b % 32]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/** Which step a valid code belongs to, or null. */
function matchingStep(secretBase32: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpFor(secretBase32, 'x', 'x').validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : Math.floor(now / 1000 / PERIOD_SECONDS) + delta;
}

export async function twoFactorStatus(db: Db, userId: number) {
  const [[row], left] = await Promise.all([
    db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, userId)),
    db.$count(recoveryCodes, and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt))),
  ]);
  return { enabled: Boolean(row?.enabledAt), enabledAt: row?.enabledAt ?? null, recoveryCodesLeft: left };
}

/** Start (or restart) enrolment: a fresh secret kept as pending until confirmed with a code. */
export async function startSetup(db: Db, box: SecretBox, user: { id: number; username: string }) {
  const [current] = await db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, user.id));
  if (current?.enabledAt)
    throw new TRPCError({ code: 'CONFLICT', message: 'Two-factor authentication is already on. Turn it off first to set it up again.' });
  const secret = new Secret({ size: 20 }).base32;
  await db
    .update(users)
    .set({ totpPendingSecret: box.seal(secret) })
    .where(eq(users.id, user.id));
  const issuer = (await readCompany(db)).companyName;
  const otpauthUrl = totpFor(secret, user.username, issuer).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** Confirm enrolment with a first code: 2FA is on, and the recovery codes are returned once. */
export async function confirmSetup(db: Db, box: SecretBox, userId: number, code: string) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ pending: users.totpPendingSecret, enabledAt: users.totpEnabledAt })
      .from(users)
      .where(eq(users.id, userId));
    if (row?.enabledAt) throw new TRPCError({ code: 'CONFLICT', message: 'Two-factor authentication is already on.' });
    if (!row?.pending) throw new TRPCError({ code: 'CONFLICT', message: 'Start the set-up first: scan the QR code, then enter a code.' });
    const pending = box.open(row.pending);
    const step = pending === null ? null : matchingStep(pending, code);
    if (step === null) throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_SETUP_CODE });
    await tx
      .update(users)
      .set({ totpSecret: row.pending, totpPendingSecret: null, totpEnabledAt: new Date(), totpLastStep: step })
      .where(eq(users.id, userId));
    const codes = await replaceRecoveryCodes(tx, userId);
    await recordAudit(tx, { actorId: userId, action: 'auth.2fa_enable', targetType: 'user', targetId: userId });
    return { recoveryCodes: codes };
  });
}

async function replaceRecoveryCodes(tx: DbOrTx, userId: number): Promise<string[]> {
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.insert(recoveryCodes).values(codes.map((c) => ({ userId, codeHash: hashCode(c) })));
  return codes;
}

/** Whether the account has two-factor authentication on or half set up (a pending secret). */
export async function hasTwoFactor(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ on: sql<boolean>`${users.totpEnabledAt} is not null or ${users.totpPendingSecret} is not null` })
    .from(users)
    .where(eq(users.id, userId));
  return row?.on === true;
}

export async function disableTwoFactor(db: Db, userId: number, actorId = userId) {
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({ totpSecret: null, totpPendingSecret: null, totpEnabledAt: null, totpLastStep: null })
      .where(eq(users.id, userId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await recordAudit(tx, { actorId, action: 'auth.2fa_disable', targetType: 'user', targetId: userId });
  });
}

/**
 * What a second-factor code is: accepted (a current TOTP code not used before, then spent; or an
 * unused recovery code, then used up), spent (the current TOTP code, already accepted once: the
 * owner typing it again, never a guess), or wrong.
 */
export type SecondFactorCheck = 'accepted' | 'spent' | 'wrong';

/** The second step of sign-in, and of a step-up: see SecondFactorCheck. */
export async function verifySecondFactor(db: Db, box: SecretBox, userId: number, code: string): Promise<SecondFactorCheck> {
  const [row] = await db.select({ secret: users.totpSecret, lastStep: users.totpLastStep }).from(users).where(eq(users.id, userId));
  if (!row?.secret) return 'wrong';
  const secret = box.open(row.secret);
  const step = secret === null ? null : matchingStep(secret, code);
  if (step !== null) {
    // Conditional update: two requests with the same code cannot both win.
    const updated = await db
      .update(users)
      .set({ totpLastStep: step })
      .where(and(eq(users.id, userId), sql`coalesce(${users.totpLastStep}, -1) < ${step}`))
      .returning({ id: users.id });
    return updated.length === 1 ? 'accepted' : 'spent';
  }
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(code)), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length === 1 ? 'accepted' : 'wrong';
}

/** New recovery codes (the old ones stop working), for an account with 2FA on. */
export async function regenerateRecoveryCodes(db: Db, userId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, userId));
    if (!row?.enabledAt) throw new TRPCError({ code: 'CONFLICT', message: 'Two-factor authentication is not on for this account.' });
    const codes = await replaceRecoveryCodes(tx, userId);
    await recordAudit(tx, { actorId: userId, action: 'auth.2fa_recovery_codes', targetType: 'user', targetId: userId });
    return { recoveryCodes: codes };
  });
}

/** Start-up: TOTP secrets stored before encryption at rest are sealed in place. */
export async function encryptPlaintextTotpSecrets(db: Db, box: SecretBox): Promise<number> {
  const rows = await db
    .select({ id: users.id, secret: users.totpSecret, pending: users.totpPendingSecret })
    .from(users)
    .where(
      sql`(${users.totpSecret} is not null and ${users.totpSecret} not like 'v1.%') or (${users.totpPendingSecret} is not null and ${users.totpPendingSecret} not like 'v1.%')`,
    );
  for (const row of rows) {
    await db
      .update(users)
      .set({
        totpSecret: row.secret && !isSealed(row.secret) ? box.seal(row.secret) : row.secret,
        totpPendingSecret: row.pending && !isSealed(row.pending) ? box.seal(row.pending) : row.pending,
      })
      .where(eq(users.id, row.id));
  }
  return rows.length;
}
