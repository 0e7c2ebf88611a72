/**
 * Who the passkeys belong to: the relying party id and the origin browsers must report, both from
 * the configured public origin (PUBLIC_URL, ctx.siteUrl), never from a Host header anyone can set.
 */
export interface RelyingParty {
  /** The host name of PUBLIC_URL (WebAuthn's RP ID: a domain, no scheme or port). */
  rpID: string;
  /** PUBLIC_URL's origin: what clientDataJSON must name. */
  origin: string;
}

export function relyingParty(siteUrl: string): RelyingParty {
  const url = new URL(siteUrl);
  return { rpID: url.hostname, origin: url.origin };
}
