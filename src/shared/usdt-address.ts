/**
 * Checksums of USDT receiving addresses, so a mistyped address is refused when it is saved instead
 * of being shown to learners, whose money sent there would be lost.
 *
 * - TRC-20 (Tron): base58check, 21 bytes of payload (version 0x41 + 20-byte account) and a 4-byte
 *   double-SHA-256 checksum, 25 bytes decoded.
 * - ERC-20 (Ethereum): EIP-55. All-lowercase or all-uppercase hex carries no checksum and is
 *   accepted, as EIP-55 says; mixed case must match the keccak-256 checksum letter by letter.
 */
import { sha256 } from '@noble/hashes/sha2.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { createBase58check } from '@scure/base';

const base58check = createBase58check(sha256);
const TRON_VERSION = 0x41;
const TRON_PAYLOAD_BYTES = 21;

export function isValidTronAddress(address: string): boolean {
  try {
    const payload = base58check.decode(address);
    return payload.length === TRON_PAYLOAD_BYTES && payload[0] === TRON_VERSION;
  } catch {
    // Not base58, or the checksum does not match.
    return false;
  }
}

/** The EIP-55 spelling of a 20-byte hex address (without the 0x). */
function eip55(hex: string): string {
  const lower = hex.toLowerCase();
  const hash = bytesToHex(keccak_256(utf8ToBytes(lower)));
  let out = '';
  for (let i = 0; i < lower.length; i++) {
    const c = lower[i]!;
    out += parseInt(hash[i]!, 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

export function isValidEthereumAddress(address: string): boolean {
  if (!/^0x[0-9a-fA-F]{40}$/.test(address)) return false;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return eip55(hex) === hex;
}
