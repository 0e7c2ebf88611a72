/**
 * The learner-facing instructions built from the `payments` settings section and, for cash, the
 * office of the company record (Settings > General).
 */
import QRCode from 'qrcode';
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from '../../shared/constants';
import {
  cashOffice,
  methodAvailable,
  USDT_NETWORK_LABELS,
  type PaymentInstructions,
  type PaymentSettings,
} from '../../shared/schemas/payments';
import type { CompanySettings } from '../../shared/schemas/settings';
import type { Db } from '../db/client';
import { readCompany, readSection } from './settings';

export const WRONG_NETWORK_WARNING = (network: string) =>
  `Send USDT on the ${network} network only. USDT sent on any other network, or to a mistyped address, cannot be recovered and the money is lost.`;

/** The QR code of one address, memoised: the address changes rarely and encoding costs a few ms. */
const qrCache = new Map<string, string>();
async function qrDataUrl(address: string): Promise<string> {
  const cached = qrCache.get(address);
  if (cached) return cached;
  const svg = await QRCode.toString(address, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const url = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;
  if (qrCache.size > 20) qrCache.clear();
  qrCache.set(address, url);
  return url;
}

/**
 * What to quote, per method (issue 26). A bank transfer carries a reference and a cash receipt a
 * note, so both quote the code; a USDT transfer carries no memo at all, so the learner adds the
 * transaction id (hash) to the enrollment afterwards instead.
 */
const QUOTE: Record<PaymentMethod, (yourCode: string) => string> = {
  cash: (yourCode) => `Give ${yourCode} when you pay: it is written on your receipt.`,
  mobanking: (yourCode) => `Type ${yourCode} in the transfer's reference (or description) field.`,
  usdt: () =>
    'A USDT transfer cannot carry a memo or your payment code. After sending, add the transaction id (hash) to this enrollment as your payment reference, so we can match your payment.',
};

/** What the instructions are built from: the payments section, and the company record that describes the office. */
export interface PaymentSetup {
  payments: PaymentSettings;
  company: Pick<CompanySettings, 'companyName' | 'officeAddress' | 'officeHours' | 'contactConfirmed'>;
}

/** Both reads the instructions need (two one-row statements, side by side). */
export async function readPaymentSetup(db: Pick<Db, 'select'>): Promise<PaymentSetup> {
  const [payments, company] = await Promise.all([readSection(db, 'payments'), readCompany(db)]);
  return { payments, company };
}

/** Instructions for one method, or null when the admin has not completed them (not offered). */
export async function instructionsFor(
  { payments: settings, company }: PaymentSetup,
  method: PaymentMethod,
  paymentCode?: string | null,
): Promise<PaymentInstructions | null> {
  if (!methodAvailable(settings, method)) return null;
  const code = paymentCode ? [{ label: 'Your payment code', value: paymentCode }] : [];
  const yourCode = paymentCode ? `your payment code ${paymentCode}` : 'your payment code';
  const base = { method, label: PAYMENT_METHOD_LABELS[method], warning: null, qrCode: null, quote: QUOTE[method](yourCode) };
  if (method === 'cash') {
    const { address, hours } = cashOffice(company);
    const { whatToBring } = settings.cash;
    return {
      ...base,
      details: [
        { label: 'Pay at', value: address },
        ...(hours ? [{ label: 'Office hours', value: hours }] : []),
        ...(whatToBring ? [{ label: 'Bring', value: whatToBring }] : []),
        ...code,
      ],
    };
  }
  if (method === 'mobanking') {
    const { bankName, accountName, accountNumber, referenceFormat } = settings.mobanking;
    return {
      ...base,
      details: [
        { label: 'Bank', value: bankName },
        { label: 'Account name', value: accountName },
        { label: 'Account number', value: accountNumber },
        ...(referenceFormat ? [{ label: 'Reference', value: referenceFormat }] : []),
        ...code,
      ],
    };
  }
  const network = settings.usdt.network === '' ? '' : USDT_NETWORK_LABELS[settings.usdt.network];
  return {
    ...base,
    details: [{ label: 'Network', value: network }, { label: 'Receiving address', value: settings.usdt.address }, ...code],
    warning: WRONG_NETWORK_WARNING(network),
    qrCode: await qrDataUrl(settings.usdt.address),
  };
}

/** Plain-text lines for the email. */
export function instructionsText(i: PaymentInstructions): string {
  return [
    `How to pay (${i.label}):`,
    ...i.details.map((d) => `  ${d.label}: ${d.value}`),
    `  ${i.quote}`,
    ...(i.warning ? [`  WARNING: ${i.warning}`] : []),
  ].join('\n');
}
