/**
 * Imaginary passkeys (WebAuthn Level 3, §14.6.2 "Username Enumeration"): sign-in options for a
 * username with no account, or an account without passkeys, list credentials that do not exist
 * instead of none. An empty list told anyone which usernames have passkeys, and the real list
 * handed out their credential ids; now every typed username gets a list of the same shape.
 *
 * The ids are an HMAC of the lowered username under a key derived from the session secret: the
 * same name always gets the same ids (asking twice reveals nothing, as for a real account), two
 * names never share them, and no one without the secret can tell them from real ones. The shape is
 * one platform passkey as a phone or laptop reports it: a 16-byte id (Google Password Manager's
 * and this project's test authenticator's length) and transports `hybrid` + `internal`.
 * (docs/decisions/2026-12-01-imaginary-passkeys.md)
 */
import { createHmac, hkdfSync } from 'node:crypto';
import type { PasskeyTransport } from '../../shared/schemas/webauthn';

export interface PasskeyDescriptor {
  id: string;
  transports: PasskeyTransport[];
}

export interface ImaginaryPasskeys {
  /** The descriptors to hand out for `lowered`, which must be the database's own lower() of the typed name. */
  describe(lowered: string): PasskeyDescriptor[];
}

const ID_BYTES = 16;
const TRANSPORTS: PasskeyTransport[] = ['hybrid', 'internal'];

export function createImaginaryPasskeys(keyMaterial: string): ImaginaryPasskeys {
  // A key of its own: the session secret itself never meets attacker-chosen input here.
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'dce-passkeys', 'imaginary-credential-ids', 32));
  return {
    describe(lowered) {
      const id = createHmac('sha256', key).update(lowered, 'utf8').digest().subarray(0, ID_BYTES).toString('base64url');
      return [{ id, transports: [...TRANSPORTS] }];
    },
  };
}
