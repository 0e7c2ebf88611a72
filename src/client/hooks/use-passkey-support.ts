/**
 * Whether this browser can use passkeys (WebAuthn): null on the server and until checked, so a
 * passkey control never shows where it cannot work (old browsers, JavaScript off). The browser
 * library is loaded here, after the page is live, never with the first load.
 */
import { useEffect, useState } from 'react';

export function usePasskeySupport(): boolean | null {
  const [supported, setSupported] = useState<boolean | null>(null);
  useEffect(() => {
    let live = true;
    void import('@simplewebauthn/browser').then((m) => live && setSupported(m.browserSupportsWebAuthn()));
    return () => {
      live = false;
    };
  }, []);
  return supported;
}

/** A cancelled or timed-out browser prompt: not worth an error message of its own. */
export function passkeyPromptDismissed(error: unknown): boolean {
  return error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError');
}
