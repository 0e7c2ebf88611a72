/**
 * Certificates for completed tracks: issued only when the stored progress says every page is done
 * and every quiz passed, with an unguessable verification code anyone can check.
 */
import { randomBytes } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { TRPCError } from '@trpc/server';
import { findTrack } from '../../content/tracks';
import { canonicalCertificateCode, CERTIFICATE_CODE_LENGTH, TRACK_NOT_COMPLETE, type Certificate } from '../../shared/schemas/progress';
import { keepNoCopy } from '../db/read-recorder';
import type { Db } from '../db/client';
import { certificates, users } from '../db/schema';
import { assertTrack, missingForTrack } from './learning-tracks';
import { listProgress, listQuizPasses } from './learning-progress';
import { SIGN_IN_REQUIRED } from '../../shared/constants';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** 16 base32 characters = 80 random bits: not guessable, short enough to read aloud or type. */
export function newCertificateCode(): string {
  const bytes = randomBytes(CERTIFICATE_CODE_LENGTH);
  return Array.from(bytes, (byte) => BASE32[byte & 31]).join('');
}

type Row = { code: string; name: string; track: string; issuedAt: Date };

function toCertificate(row: Row): Certificate {
  return {
    code: row.code,
    name: row.name,
    track: { id: row.track, title: findTrack(row.track)?.title ?? row.track },
    issuedAt: row.issuedAt,
  };
}

const columns = { code: certificates.code, name: certificates.name, track: certificates.track, issuedAt: certificates.issuedAt };

export async function findCertificate(db: Db, input: string): Promise<Certificate> {
  const code = canonicalCertificateCode(input);
  // A code typed by hand is found, but its answer is not kept: one code has thousands of
  // spellings, and each kept answer would push a page out of the cache (probe 23, D3).
  if (code !== input) keepNoCopy();
  const [row] = code ? await db.select(columns).from(certificates).where(eq(certificates.code, code)) : [];
  if (!row) throw new TRPCError({ code: 'NOT_FOUND', message: 'No certificate has this code.' });
  return toCertificate(row);
}

export async function listCertificates(db: Db, userId: number): Promise<Certificate[]> {
  const rows = await db.select(columns).from(certificates).where(eq(certificates.userId, userId)).orderBy(asc(certificates.issuedAt));
  return rows.map(toCertificate);
}

/**
 * An admin's correction of a learner's name (learners ask for one so that their certificate is
 * right) reaches the certificates already issued, under the same codes (probe 71).
 */
export async function renameOnCertificates(db: Db, userId: number, name: string): Promise<void> {
  await db.update(certificates).set({ name }).where(eq(certificates.userId, userId));
}

/** Issues the certificate (or returns the one already issued for this track). */
export async function issueCertificate(db: Db, userId: number, trackId: string): Promise<Certificate> {
  const track = assertTrack(trackId);
  const [existing] = await db
    .select(columns)
    .from(certificates)
    .where(and(eq(certificates.userId, userId), eq(certificates.track, track.id)));
  if (existing) return toCertificate(existing);
  const [progress, passes] = await Promise.all([listProgress(db, userId), listQuizPasses(db, userId)]);
  const missing = missingForTrack(track, new Set(progress.map((p) => `${p.collection}/${p.slug}`)), new Set(passes.map((p) => p.slug)));
  if (missing.length > 0) {
    throw new TRPCError({
      code: 'PRECONDITION_FAILED',
      message: `${TRACK_NOT_COMPLETE} Still to do: ${missing.slice(0, 3).join('; ')}${missing.length > 3 ? '…' : ''}`,
    });
  }
  const [user] = await db.select({ fullName: users.fullName }).from(users).where(eq(users.id, userId));
  if (!user) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
  const [row] = await db
    .insert(certificates)
    .values({ code: newCertificateCode(), userId, track: track.id, name: user.fullName })
    .onConflictDoNothing({ target: [certificates.userId, certificates.track] })
    .returning(columns);
  // A second request for the same track raced this one: answer with the one it issued.
  if (!row) return issueCertificate(db, userId, trackId);
  return toCertificate(row);
}
