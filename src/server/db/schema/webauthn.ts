import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { PasskeyTransport } from '../../../shared/schemas/webauthn';
import { users } from './users';

/**
 * Passkeys (WebAuthn credentials, issue 25). The credential id and the COSE public key are kept as
 * base64url text, as @simplewebauthn hands them over; the signature counter is a 32-bit unsigned
 * number, so it needs a bigint column.
 */
export const webauthnCredentials = pgTable(
  'webauthn_credentials',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: varchar('credential_id', { length: 1400 }).notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    /** What the browser reported (internal, hybrid, usb …), passed back in allowCredentials. */
    transports: jsonb('transports').$type<PasskeyTransport[]>().notNull().default([]),
    name: varchar('name', { length: 60 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('webauthn_credentials_credential_id_idx').on(t.credentialId), index('webauthn_credentials_user_idx').on(t.userId)],
);

/**
 * Challenges already answered. The challenge itself lives in the sealed session cookie; a copy of
 * an older cookie would carry it again, so each answered challenge is written here once (primary
 * key) and a second answer to it is refused (docs/decisions/2026-11-25-passkeys.md).
 */
export const webauthnUsedChallenges = pgTable(
  'webauthn_used_challenges',
  {
    challenge: varchar('challenge', { length: 64 }).primaryKey(),
    /** When the challenge would have expired anyway: rows older than that can go. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('webauthn_used_challenges_expires_idx').on(t.expiresAt)],
);
