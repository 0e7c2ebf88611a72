/**
 * Passkeys (WebAuthn, issue 25): the JSON shapes of @simplewebauthn's options and of the browser's
 * answers. Our own bodies are strict; the browser's credential objects drop keys they do not know
 * (a newer browser may add some), but every field the server reads is checked for its type.
 */
import { z } from 'zod';
import { line } from './common';
import { stepUpFields } from './step-up';

/** base64url without padding, as WebAuthn's JSON forms carry binary values. */
const base64url = (max: number) =>
  z
    .string({ error: 'Expected base64url text' })
    .max(max, 'That value is too long')
    .regex(/^[A-Za-z0-9_-]*$/, 'Expected base64url text');

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
export type PasskeyTransport = (typeof TRANSPORTS)[number];
const isTransport = (t: string): t is PasskeyTransport => (TRANSPORTS as readonly string[]).includes(t);

/** Transports a browser reports; ones this list does not know yet are dropped, not refused. */
const transportsSchema = z
  .array(z.string().max(32))
  .max(10)
  .transform((list) => list.filter(isTransport));

const credentialBase = {
  /** Credential ids are at most 1023 bytes (WebAuthn level 3): 1364 base64url characters. */
  id: base64url(1400).min(1, 'Expected a credential id'),
  rawId: base64url(1400).min(1, 'Expected a credential id'),
  type: z.literal('public-key'),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
};

export const registrationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(4096),
    attestationObject: base64url(16384),
    authenticatorData: base64url(8192).optional(),
    transports: transportsSchema.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(4096).optional(),
  }),
});

export const authenticationResponseSchema = z.object({
  ...credentialBase,
  response: z.object({
    clientDataJSON: base64url(4096),
    authenticatorData: base64url(8192),
    signature: base64url(2048),
    userHandle: base64url(256).optional(),
  }),
});

/**
 * One line, as every other name: the name is written into the owner's "passkey added" mail, the
 * audit log and the /profile list, and a line break or bidi override in it let a thief write lines
 * of their own into the very mail meant to warn the owner (probe 35, F4).
 */
export const passkeyNameSchema = line().trim().min(1, 'Give the passkey a name').max(60, 'Use at most 60 characters');

/** Adding a passkey: the same fresh proof as any credential change (step-up). */
export const passkeyRegisterOptionsInputSchema = z.object(stepUpFields).strict();
export const passkeyRegisterVerifyInputSchema = z
  .object({ response: registrationResponseSchema, name: passkeyNameSchema.optional() })
  .strict();
/** Without a username the browser offers every passkey it holds for this site (discoverable). */
export const passkeyLoginOptionsInputSchema = z
  .object({ username: z.string({ error: 'Expected a username' }).trim().min(1, 'Enter your username').max(50).optional() })
  .strict();
export const passkeyLoginVerifyInputSchema = z.object({ response: authenticationResponseSchema }).strict();

const descriptorSchema = z.object({
  id: z.string(),
  type: z.string(),
  transports: z.array(z.string()).optional(),
});
const userVerificationSchema = z.enum(['required', 'preferred', 'discouraged']);

/** What navigator.credentials.create needs (PublicKeyCredentialCreationOptionsJSON). */
export const registrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number().int(), type: z.literal('public-key') })),
  timeout: z.number().int().optional(),
  attestation: z.enum(['direct', 'enterprise', 'indirect', 'none']).optional(),
  excludeCredentials: z.array(descriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      requireResidentKey: z.boolean().optional(),
      residentKey: userVerificationSchema.optional(),
      userVerification: userVerificationSchema.optional(),
    })
    .optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints: z.array(z.enum(['hybrid', 'security-key', 'client-device'])).optional(),
});

/** What navigator.credentials.get needs (PublicKeyCredentialRequestOptionsJSON). */
export const authenticationOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().int().optional(),
  allowCredentials: z.array(descriptorSchema).optional(),
  userVerification: userVerificationSchema.optional(),
});

export const passkeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  createdAt: z.date(),
  lastUsedAt: z.date().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);

export const PASSKEY_MESSAGES = {
  signInFailed: 'That passkey did not sign you in. Try again, or sign in with your username and password.',
  verificationNeeded:
    'This account uses two-factor authentication: the passkey must check it is you (PIN, fingerprint or face). Try again, or sign in with your password and code.',
  addFailed: 'The passkey could not be added. Start again.',
  alreadyAdded: 'That passkey is already registered.',
  notFound: 'That passkey was not found.',
} as const;
