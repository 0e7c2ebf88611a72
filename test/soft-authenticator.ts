/**
 * A software passkey authenticator for procedure and contract tests: ES256 keys from node:crypto,
 * "none" attestation encoded with the CBOR encoder @simplewebauthn itself uses. It answers the
 * options our server hands out exactly as a browser and a platform authenticator would, and can be
 * told to misbehave (no user verification, a counter that does not move, another origin).
 */
import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

interface StoredKey {
  id: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  rpId: string;
  counter: number;
}

export interface SoftAuthenticatorOptions {
  /** The origin the "browser" reports in clientDataJSON. */
  origin: string;
  /** Whether the user is verified (PIN/biometrics): the UV flag. */
  userVerified?: boolean;
  /** Signature counter steps per use (0: a synced passkey that does not count). */
  counterStep?: number;
}

const b64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');
const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();

function coseKey(publicKey: KeyObject): Uint8Array {
  const jwk = publicKey.export({ format: 'jwk' });
  return isoCBOR.encode(
    new Map<number, number | Uint8Array>([
      [1, 2], // kty: EC2
      [3, -7], // alg: ES256
      [-1, 1], // crv: P-256
      [-2, Buffer.from(jwk.x ?? '', 'base64url')],
      [-3, Buffer.from(jwk.y ?? '', 'base64url')],
    ]),
  );
}

function counterBytes(counter: number): Buffer {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(counter);
  return b;
}

export class SoftAuthenticator {
  readonly keys: StoredKey[] = [];
  origin: string;
  userVerified: boolean;
  counterStep: number;

  constructor(opts: SoftAuthenticatorOptions) {
    this.origin = opts.origin;
    this.userVerified = opts.userVerified ?? true;
    this.counterStep = opts.counterStep ?? 1;
  }

  private flags(extra: number): number {
    return 0x01 | (this.userVerified ? 0x04 : 0) | extra; // UP, UV
  }

  /** Answers navigator.credentials.create with the options the server sent. */
  register(options: { challenge: string; rp: { id?: string }; user: { id: string } }) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const id = randomBytes(16);
    const key: StoredKey = { id, privateKey, userHandle: options.user.id, rpId, counter: 0 };
    this.keys.push(key);
    const authData = Buffer.concat([
      sha256(rpId),
      Buffer.from([this.flags(0x40)]), // AT: attested credential data follows
      counterBytes(0),
      Buffer.alloc(16), // AAGUID: none
      Buffer.from([id.length >> 8, id.length & 0xff]),
      id,
      coseKey(publicKey),
    ]);
    const clientDataJSON = JSON.stringify({
      type: 'webauthn.create',
      challenge: options.challenge,
      origin: this.origin,
      crossOrigin: false,
    });
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, never>>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, never>()],
        ['authData', authData],
      ]),
    );
    return {
      id: b64url(id),
      rawId: b64url(id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(Buffer.from(clientDataJSON)),
        attestationObject: b64url(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  /**
   * Answers navigator.credentials.get: with the first key allowed (or, with an empty
   * allowCredentials, the first key held for the RP: a discoverable credential).
   */
  authenticate(options: { challenge: string; rpId?: string; allowCredentials?: { id: string }[] }, key = this.pick(options)) {
    key.counter += this.counterStep;
    const authData = Buffer.concat([sha256(key.rpId), Buffer.from([this.flags(0)]), counterBytes(key.counter)]);
    const clientDataJSON = Buffer.from(
      JSON.stringify({ type: 'webauthn.get', challenge: options.challenge, origin: this.origin, crossOrigin: false }),
    );
    const signature = createSign('sha256')
      .update(Buffer.concat([authData, sha256(clientDataJSON)]))
      .sign(key.privateKey);
    return {
      id: b64url(key.id),
      rawId: b64url(key.id),
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64url(clientDataJSON),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        userHandle: key.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform' as const,
    };
  }

  private pick(options: { rpId?: string; allowCredentials?: { id: string }[] }): StoredKey {
    const allowed = options.allowCredentials ?? [];
    const key = allowed.length
      ? this.keys.find((k) => allowed.some((a) => a.id === b64url(k.id)))
      : this.keys.find((k) => !options.rpId || k.rpId === options.rpId);
    if (!key) throw new Error('the soft authenticator holds no matching passkey');
    return key;
  }
}
