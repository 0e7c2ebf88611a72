/**
 * Who a request comes from, for rate limits. Behind a reverse proxy Express's `trust proxy`
 * (TRUST_PROXY) already resolved `req.ip` from X-Forwarded-For; here the address becomes a key.
 *
 * IPv6 hands a whole /64 to one subscriber (RFC 6177 practice), so one person can cycle through
 * billions of addresses: IPv6 is counted by its /64. IPv4-mapped IPv6 (::ffff:1.2.3.4, how Node
 * reports IPv4 on a dual-stack socket) is the IPv4 address.
 */
import ipaddr from 'ipaddr.js';

export function addressKey(ip: string | null | undefined): string {
  if (!ip) return 'unknown';
  if (!ipaddr.isValid(ip)) return `raw:${ip.slice(0, 64)}`;
  const parsed = ipaddr.process(ip);
  if (parsed.kind() === 'ipv4') return parsed.toString();
  const parts = (parsed as ipaddr.IPv6).parts.slice(0, 4);
  return `${parts.map((p) => p.toString(16)).join(':')}::/64`;
}

/**
 * TRUST_PROXY as Express's `trust proxy` value: a hop count ("1": one proxy in front), or a
 * comma-separated list of addresses/CIDRs of the proxies ("10.0.0.0/8, 127.0.0.1", or Express's
 * names "loopback", "linklocal", "uniquelocal"). Unset: no proxy is trusted, X-Forwarded-For is ignored.
 */
export function trustProxySetting(value: string | undefined): number | string[] | false {
  if (value === undefined || value.trim() === '' || value === 'false') return false;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  return value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** Whether each entry of a TRUST_PROXY list is an address, a CIDR or one of Express's names. */
export function isValidTrustProxy(value: string): boolean {
  const setting = trustProxySetting(value);
  if (setting === false || typeof setting === 'number') return true;
  return setting.every((entry) => ['loopback', 'linklocal', 'uniquelocal'].includes(entry) || ipaddr.isValid(entry) || isCidr(entry));
}

function isCidr(entry: string): boolean {
  try {
    ipaddr.parseCIDR(entry);
    return true;
  } catch {
    return false;
  }
}
