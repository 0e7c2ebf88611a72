/**
 * How the set-up's secret reaches an authenticator app (probe 45): a QR code for an app on another
 * device, a link that opens the app on this one (a phone cannot scan its own screen), and the key
 * to type, in groups of four. The groups are spaced by margin, not by spaces, so a copied key has
 * none; the otpauth:// URI carries the key as the server made it, ungrouped.
 */
import { buttonClass } from '../ui/button';

/** The key in groups of four characters, for reading and typing. */
export const keyGroups = (secret: string): string[] => secret.match(/.{1,4}/g) ?? [];

export function AuthenticatorKey({ secret, otpauthUrl, qrCode }: { secret: string; otpauthUrl: string; qrCode: string }) {
  return (
    <div className="space-y-3">
      <p className="text-sm">
        Add this account to an authenticator app: scan the QR code from another device, or open it in the app on this one. Then enter the
        6-digit code the app shows.
      </p>
      <img src={qrCode} alt="QR code for your authenticator app" width={192} height={192} className="h-48 w-48 rounded bg-white p-1" />
      <a href={otpauthUrl} className={buttonClass('secondary')}>
        Open in your authenticator app
      </a>
      <p className="text-sm">
        Cannot scan or open it? Type this key into the app (the gaps are only for reading):{' '}
        <code className="inline-flex flex-wrap font-mono text-base" data-key={secret}>
          {keyGroups(secret).map((group, i) => (
            <span key={i} className="mr-[1ch] last:mr-0">
              {group}
            </span>
          ))}
        </code>
      </p>
    </div>
  );
}
