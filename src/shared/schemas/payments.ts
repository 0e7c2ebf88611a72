import { versionField as settingsVersionField } from './settings-version';
/**
 * The `payments` settings section (issue 18): how to pay by each method, and the EC$ rate.
 * A method is offered to learners only when its instructions are complete. Where the office is and
 * when it opens are not here: the company record (Settings > General) describes the office once.
 */
import { z } from 'zod';
import { PAYMENT_METHODS, type PaymentMethod } from '../constants';
import { isValidEthereumAddress, isValidTronAddress } from '../usdt-address';
import { canonicalRate, DEFAULT_XCD_RATE, XCD_RATE_PATTERN } from '../xcd';
import { text as anyText } from './common';

/** Every text rule of common.ts (no NUL, no invisible characters), trimmed and bounded. */
const text = (max: number) => anyText().trim().max(max, `At most ${max} characters`);

export const USDT_NETWORKS = ['TRC-20', 'ERC-20'] as const;
export type UsdtNetwork = (typeof USDT_NETWORKS)[number];
export const USDT_NETWORK_LABELS: Record<UsdtNetwork, string> = {
  'TRC-20': 'TRC-20 (Tron)',
  'ERC-20': 'ERC-20 (Ethereum)',
};

/** Address shapes per network: Tron base58check starting with T, Ethereum 0x + 40 hex digits. */
const USDT_ADDRESS_PATTERNS: Record<UsdtNetwork, RegExp> = {
  'TRC-20': /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  'ERC-20': /^0x[0-9a-fA-F]{40}$/,
};
/** Checksums per network (shared/usdt-address.ts): one mistyped character is caught before learners see it. */
const USDT_ADDRESS_CHECKSUMS: Record<UsdtNetwork, (address: string) => boolean> = {
  'TRC-20': isValidTronAddress,
  'ERC-20': isValidEthereumAddress,
};
/** The refusal of keys the cash section no longer has (the office moved to General settings). */
export const cashKeysMoved = (keys: readonly string[]) =>
  `The cash settings no longer take ${keys.map((k) => `"${k}"`).join(', ')}: the office address and hours are set in Settings > General (PATCH /api/settings/{id}: officeAddress, officeHours).`;

export const USDT_CHECKSUM_MESSAGE = 'This address fails its checksum: it is probably mistyped. Copy it again from the wallet';

export const paymentSettingsSchema = z
  .object({
    xcdRate: z
      .string({ error: 'Enter the EC$ rate, e.g. 2.7' })
      .trim()
      .regex(XCD_RATE_PATTERN, 'Enter the EC$ rate as a number such as 2.7 (up to 4 decimals)')
      // Stored and shown in one spelling ("002.7000" is "2.7"), also a rate saved before this rule when it is read.
      .overwrite(canonicalRate)
      .refine((v) => Number(v) > 0, 'The EC$ rate must be more than 0'),
    cash: z.strictObject(
      {
        /** Whether learners may pay in cash at the office (the office itself is General's: cashOffice below). */
        accepted: z.boolean({ error: 'Say whether cash is accepted at the office: true or false' }),
        whatToBring: text(500),
      },
      // The office address and hours used to be here: a client still sending them is told where they went.
      { error: (issue) => (issue.code === 'unrecognized_keys' ? cashKeysMoved(issue.keys) : undefined) },
    ),
    mobanking: z
      .object({
        bankName: text(120),
        accountName: text(120),
        accountNumber: text(60),
        referenceFormat: text(300),
      })
      .strict(),
    usdt: z
      .object({
        network: z.union([z.enum(USDT_NETWORKS), z.literal('')], { error: 'Choose TRC-20 or ERC-20' }),
        address: text(120),
      })
      .strict()
      .superRefine((v, ctx) => {
        if (v.address && !v.network) ctx.addIssue({ code: 'custom', path: ['network'], message: 'Choose the network of this address' });
        if (!v.network || !v.address) return;
        if (!USDT_ADDRESS_PATTERNS[v.network].test(v.address))
          ctx.addIssue({
            code: 'custom',
            path: ['address'],
            message:
              v.network === 'TRC-20'
                ? 'A TRC-20 address starts with T and has 34 characters, letters and digits other than 0, O, I and l'
                : 'An ERC-20 address is 0x followed by 40 hex digits',
          });
        else if (!USDT_ADDRESS_CHECKSUMS[v.network](v.address))
          ctx.addIssue({ code: 'custom', path: ['address'], message: USDT_CHECKSUM_MESSAGE });
      }),
    /** The version the save started from (see settings.ts): a stale save is a 409. */
    version: settingsVersionField,
  })
  .strict();
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** The cash address shown while General has none: plainly a sample, never an address that looks real (issue 28). */
export const SAMPLE_OFFICE_ADDRESS = 'Sample address: the site administrator has not entered the office address yet';

/**
 * Cash at the office is offered out of the box, at the sample address until General has the real
 * one (the launch checklist asks for it); bank and USDT details are the business's own and stay
 * empty until an admin fills them.
 */
export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  xcdRate: DEFAULT_XCD_RATE,
  cash: {
    accepted: true,
    whatToBring: 'The exact amount in cash and your payment code (shown on your profile).',
  },
  mobanking: { bankName: '', accountName: '', accountNumber: '', referenceFormat: '' },
  usdt: { network: '', address: '' },
};

/** Hours nobody has confirmed (the default, or kept from before confirmation) say they are a sample. */
export const sampleOfficeHours = (hours: string) => `Sample hours: ${hours} (the site administrator has not confirmed them yet)`;

/**
 * Where and when learners pay cash, from the company record (Settings > General): the one place
 * that describes the office, so the cash instructions can never show another address than /contact.
 * Until General has an address, the sample one, which says it is a sample; until an administrator
 * has saved General, its hours say they are a sample too (as /contact does).
 */
export function cashOffice(company: { officeAddress: string | null; officeHours: string; contactConfirmed: boolean }): {
  address: string;
  hours: string;
} {
  const hours = company.contactConfirmed ? company.officeHours : sampleOfficeHours(company.officeHours);
  return { address: company.officeAddress || SAMPLE_OFFICE_ADDRESS, hours };
}

/**
 * Whether learners may choose `method` with these settings. Cash needs only the admin's yes: an
 * office without an address yet shows the sample one, which says so (docs/decisions/2026-11-29-office-one-source.md).
 */
export function methodAvailable(settings: PaymentSettings, method: PaymentMethod): boolean {
  if (method === 'cash') return settings.cash.accepted;
  if (method === 'mobanking')
    return settings.mobanking.bankName !== '' && settings.mobanking.accountName !== '' && settings.mobanking.accountNumber !== '';
  return settings.usdt.network !== '' && settings.usdt.address !== '';
}

/** One method's instructions as learners see them, on /profile and in the email. */
export const paymentInstructionsSchema = z.object({
  method: z.enum(PAYMENT_METHODS),
  label: z.string(),
  details: z.array(z.object({ label: z.string(), value: z.string() })),
  /** Where the payment code (or, for USDT, the transaction id) goes: what to quote, and where it can be quoted. */
  quote: z.string(),
  /** For USDT: sending on another network loses the money. */
  warning: z.string().nullable(),
  /** For USDT: a QR code of the receiving address (an SVG data URL). */
  qrCode: z.string().nullable(),
});
export type PaymentInstructions = z.infer<typeof paymentInstructionsSchema>;

/** `GET /api/payment-instructions`. */
export const publicPaymentInstructionsSchema = z.object({
  xcdRate: z.string(),
  methods: z.array(paymentInstructionsSchema),
});
export type PublicPaymentInstructions = z.infer<typeof publicPaymentInstructionsSchema>;
