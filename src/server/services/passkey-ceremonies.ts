/**
 * The two WebAuthn ceremonies through @simplewebauthn/server: adding a passkey (registration) and
 * signing in with one (authentication). Challenges come from passkey-challenge.ts; the relying
 * party from PUBLIC_URL. Everything a browser sends is checked by the library: challenge, origin,
 * RP ID hash, user presence, the signature and the counter.
 */
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { isoBase64URL } from '@simplewebauthn/server/helpers';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { authenticationResponseSchema, PasskeyTransport, registrationResponseSchema } from '../../shared/schemas/webauthn';
import { users, webauthnCredentials } from '../db/schema';
import type { PasskeyDescriptor } from '../security/imaginary-passkeys';
import type { Context, SessionUser } from '../trpc/context';
import { issueChallenge, takeChallenge } from './passkey-challenge';
import { credentialDescriptors, findCredential, recordCredentialUse } from './passkey-credentials';
import { relyingParty } from './passkey-relying-party';
import { readCompany } from './settings';

type RegistrationResponse = z.infer<typeof registrationResponseSchema>;
type AuthenticationResponse = z.infer<typeof authenticationResponseSchema>;

/** The user handle the authenticator keeps: the account id (no name or email in it). */
const userHandle = (userId: number) => isoBase64URL.fromUTF8String(String(userId));

export async function registrationOptions(ctx: Context, user: SessionUser) {
  const { rpID } = relyingParty(ctx.siteUrl);
  const challenge = await issueChallenge(ctx, 'register', user.id);
  return generateRegistrationOptions({
    rpName: (await readCompany(ctx.db)).companyName,
    rpID,
    userName: user.username,
    userDisplayName: user.fullName,
    userID: isoBase64URL.toBuffer(userHandle(user.id)),
    challenge: isoBase64URL.toBuffer(challenge),
    attestationType: 'none',
    // The same authenticator is not registered twice for one account.
    excludeCredentials: await credentialDescriptors(ctx.db, user.id),
    authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred' },
  });
}

export type RegistrationOutcome =
  { ok: true; credentialId: string; publicKey: string; counter: number; transports: PasskeyTransport[] } | { ok: false; reason: string };

export async function verifyRegistration(ctx: Context, user: SessionUser, response: RegistrationResponse): Promise<RegistrationOutcome> {
  const pending = await takeChallenge(ctx, 'register');
  if (!pending || pending.uid !== user.id) return { ok: false, reason: 'challenge' };
  const { rpID, origin } = relyingParty(ctx.siteUrl);
  try {
    const result = await verifyRegistrationResponse({
      // Extension outputs are not signed and nothing here reads them.
      response: { ...response, clientExtensionResults: {} },
      expectedChallenge: pending.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      requireUserVerification: false,
    });
    if (!result.verified) return { ok: false, reason: 'unverified' };
    const { credential } = result.registrationInfo;
    return {
      ok: true,
      credentialId: credential.id,
      publicKey: isoBase64URL.fromBuffer(credential.publicKey),
      counter: credential.counter,
      // What the browser reported (the library copies the same list); unknown names were dropped.
      transports: response.response.transports ?? [],
    };
  } catch (error) {
    // The library throws for every mismatch (origin, RP ID, format): a bad answer, not our fault.
    return { ok: false, reason: error instanceof Error ? error.message : 'invalid' };
  }
}

/**
 * Sign-in options. Without a username: an empty allowCredentials, so the browser offers the
 * passkeys it holds for this site (discoverable credentials). With one: that account's passkeys,
 * and only they are accepted. A username with no account or no passkeys gets imaginary ones
 * (security/imaginary-passkeys.ts) in the same shape, stable for that name: the answer no longer
 * tells who has passkeys, and no passkey will match them (verifyAuthentication finds none).
 */
export async function authenticationOptions(ctx: Context, username?: string) {
  const { rpID } = relyingParty(ctx.siteUrl);
  let uid: number | undefined;
  let allowCredentials: PasskeyDescriptor[] = [];
  if (username !== undefined) {
    const found = await typedAccountPasskeys(ctx.db, username);
    uid = found.uid;
    allowCredentials = found.passkeys.length ? found.passkeys : ctx.imaginaryPasskeys.describe(found.lowered);
  }
  const challenge = await issueChallenge(ctx, 'login', uid);
  return generateAuthenticationOptions({
    rpID,
    challenge: isoBase64URL.toBuffer(challenge),
    allowCredentials,
    userVerification: 'preferred',
  });
}

/**
 * The typed name as the database lowers it (PostgreSQL folds `İ` to `i`, JavaScript does not: the
 * imaginary ids of a name's case variants must agree as a real account's do), the account it
 * names (0: none) and that account's passkeys. One statement whatever exists, so the work done
 * does not tell either.
 */
async function typedAccountPasskeys(db: Context['db'], username: string) {
  const rows = await db
    .select({
      lowered: sql<string>`lower(${username})`,
      uid: users.id,
      id: webauthnCredentials.credentialId,
      transports: webauthnCredentials.transports,
    })
    .from(sql`(select 1) as typed_name`)
    .leftJoin(users, sql`lower(${users.username}) = lower(${username})`)
    .leftJoin(webauthnCredentials, eq(webauthnCredentials.userId, users.id));
  const uid = rows[0]?.uid ?? 0;
  // Usernames are unique as lowered (users_username_lower_idx); the uid check keeps that an assumption checked here too.
  const passkeys = rows.flatMap((row) => (row.id === null || row.uid !== uid ? [] : [{ id: row.id, transports: row.transports ?? [] }]));
  return { lowered: rows[0]?.lowered ?? username, uid, passkeys };
}

export type AuthenticationOutcome = { ok: true; userId: number; userVerified: boolean } | { ok: false; reason: string };

export async function verifyAuthentication(ctx: Context, response: AuthenticationResponse): Promise<AuthenticationOutcome> {
  const pending = await takeChallenge(ctx, 'login');
  if (!pending) return { ok: false, reason: 'challenge' };
  if (response.id !== response.rawId) return { ok: false, reason: 'id' };
  const stored = await findCredential(ctx.db, response.id);
  if (!stored) return { ok: false, reason: 'unknown credential' };
  // Signing in by username: only that account's passkeys.
  if (pending.uid !== undefined && pending.uid !== stored.userId) return { ok: false, reason: 'other account' };
  // A discoverable credential names its account: it must be the one the credential was stored for.
  if (response.response.userHandle !== undefined && response.response.userHandle !== userHandle(stored.userId))
    return { ok: false, reason: 'user handle' };
  const { rpID, origin } = relyingParty(ctx.siteUrl);
  try {
    const result = await verifyAuthenticationResponse({
      response: { ...response, clientExtensionResults: {} },
      expectedChallenge: pending.challenge,
      expectedOrigin: origin,
      expectedRPID: rpID,
      credential: {
        id: stored.credentialId,
        publicKey: isoBase64URL.toBuffer(stored.publicKey),
        counter: stored.counter,
        transports: stored.transports,
      },
      requireUserVerification: false,
    });
    if (!result.verified) return { ok: false, reason: 'unverified' };
    if (!(await recordCredentialUse(ctx.db, stored.id, result.authenticationInfo.newCounter))) return { ok: false, reason: 'counter' };
    return { ok: true, userId: stored.userId, userVerified: result.authenticationInfo.userVerified };
  } catch (error) {
    // Includes a counter that did not move forward (a cloned authenticator or a replay).
    return { ok: false, reason: error instanceof Error ? error.message : 'invalid' };
  }
}
