/**
 * Encryption at rest for the TOTP secrets (issue 25): a copy of the users table (a backup, a
 * leaked dump) must not let anyone mint an admin's codes. AES-256-GCM from node:crypto with a key
 * from configuration: TOTP_ENCRYPTION_KEY when set, else one derived (HKDF) from the session
 * secret, which already must stay private and stable. Stored as `v1.<iv>.<tag>.<ciphertext>`
 * (base64url); a value without the prefix is a secret stored before encryption and is read as is
 * (server start-up encrypts those: encryptPlaintextTotpSecrets).
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const PREFIX = 'v1.';

export interface SecretBox {
  seal(plain: string): string;
  /** The plain text, or null when the stored value cannot be opened with this key. */
  open(stored: string): string | null;
}

export function isSealed(stored: string): boolean {
  return stored.startsWith(PREFIX);
}

/** The box for a configured key (any string of 32+ characters; hashed into a 256-bit key). */
export function createSecretBox(keyMaterial: string): SecretBox {
  const key = Buffer.from(hkdfSync('sha256', keyMaterial, 'dce-totp', 'totp-secret-encryption', 32));
  return {
    seal(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${PREFIX}${iv.toString('base64url')}.${cipher.getAuthTag().toString('base64url')}.${data.toString('base64url')}`;
    },
    open(stored) {
      if (!isSealed(stored)) return stored;
      const [iv, tag, data] = stored.slice(PREFIX.length).split('.');
      if (!iv || !tag || !data) return null;
      try {
        const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
        decipher.setAuthTag(Buffer.from(tag, 'base64url'));
        return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
      } catch {
        return null;
      }
    },
  };
}
