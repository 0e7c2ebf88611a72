/**
 * The SHA-256 of each policy text an earlier version stored as its default (before policies had
 * an effective date and the cookie policy named __Host-dce_session; then before issue 28 took the
 * operator's invented office and team out of them; the cookie policy once more when it came to list
 * every cookie and what is kept in the browser, 29 November 2026). A stored policy still equal
 * to one of these was never edited by an administrator, so it is replaced by today's default at
 * start; an edited policy is left alone.
 */
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { DEFAULT_COOKIE_POLICY, DEFAULT_DISCLAIMER, DEFAULT_PRIVACY_POLICY, DEFAULT_TERMS_OF_SERVICE } from '../../shared/default-policies';
import type { Db } from '../db/client';
import { settingsSections } from '../db/schema';

const retired = {
  privacyPolicy: {
    sha256: [
      'e846b7cb42b2dfff9830c877121bb792c92cb389f9714020ac644296db7f2bbb',
      'bd0790532e561c40b4542b1d96fae4a28ea1d66915c2838315730f8e5e0a4dcf',
      // 30 November 2026: it named all three payment methods whatever the site accepts (probe 29, F8).
      'd0771c213d0e85abde05b6853453cabebaf6e54cf3590848497db1eca0f7dc1e',
    ],
    current: DEFAULT_PRIVACY_POLICY,
  },
  termsOfService: {
    sha256: [
      '4be9c80808fad9d7dcbae42adcb575092becb5250eedba023935f86621bbb1f9',
      '746b8a3594cbf6b02d2b635ce69ce4afacfb597e079bbd6156f85b3c6034c6a2',
    ],
    current: DEFAULT_TERMS_OF_SERVICE,
  },
  cookiePolicy: {
    sha256: [
      '8a3bb8d2542fe56f1eb37bf227778ad393c1dcd9192d0897192262f24eae6a00',
      // 23 November 2026: "The one cookie we set" (before the signed-in marker was listed, 29 November).
      '9a13d8112f22c5e83c7f371d532fde95cad9e9bc2fe72e478371b05f4b9583d9',
      // 29 November 2026: the form answer cookie before it was sealed and named __Host- over HTTPS (probe 67, F7).
      '98f0bbb657eab7192fa2c26129af364ee3f1aad2c9de1caedb3d5bf765579540',
    ],
    current: DEFAULT_COOKIE_POLICY,
  },
  disclaimerText: {
    sha256: [
      '9ab5e86f91dd2238d66c41aa65dca9ac3bfb331e20d1981286205d610f98c9c2',
      '6b68b37b51255b304761b5f5d292baa9084ec2ab8ddb71924e914c5e8d1aa99a',
    ],
    current: DEFAULT_DISCLAIMER,
  },
} as const;

const sha256 = (text: string) => createHash('sha256').update(text.trim()).digest('hex');

export async function upgradeRetiredPolicyDefaults(db: Db): Promise<void> {
  const [row] = await db.select({ value: settingsSections.value }).from(settingsSections).where(eq(settingsSections.section, 'content'));
  if (!row || typeof row.value !== 'object' || row.value === null) return;
  const value = { ...(row.value as Record<string, unknown>) };
  let changed = false;
  for (const [field, { sha256: oldHashes, current }] of Object.entries(retired)) {
    const stored = value[field];
    if (typeof stored === 'string' && (oldHashes as readonly string[]).includes(sha256(stored))) {
      value[field] = current;
      changed = true;
    }
  }
  if (changed) await db.update(settingsSections).set({ value }).where(eq(settingsSections.section, 'content'));
}
