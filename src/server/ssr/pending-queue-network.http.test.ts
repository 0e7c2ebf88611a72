/**
 * The payments queue names the USDT network the payment settings name, in the server's HTML (the
 * browser probe of 2026-11-29 found "USDT (TRC-20)" whatever the settings said; swapping the right
 * label in after the page's code arrived would move the row's buttons under the admin's finger).
 */
import { describe, expect, it } from 'vitest';
import { createClient, signedInClient } from '../../../test/http';
import { seededSiteForFile } from '../../../test/seeded-site';
import { configurePayments, TEST_PAYMENT_SETTINGS } from '../../../test/payments';
import { createAccount } from '../../../test/callers';

const site = seededSiteForFile({ seedDemo: false });

describe('the payments queue', () => {
  it('labels USDT with the network the settings name, in the server-rendered page', async () => {
    // A valid ERC-20 checksum address (the USDT contract's, used here only as a well-formed value).
    await configurePayments(site.database.db, {
      ...TEST_PAYMENT_SETTINGS,
      usdt: { network: 'ERC-20', address: '0xdAC17F958D2ee523a2206206994597C13D831ec7' },
    });
    const admin = await signedInClient(site.server.baseUrl, site.database.db, 'admin');
    const learner = await createAccount(site.database.db);
    const client = createClient(site.server.baseUrl);
    expect((await client.post('/api/login', { username: learner.username, password: learner.password })).status).toBe(200);
    const made = await admin.post('/api/courses', {
      title: 'A course to pay for',
      description: 'A course made for this test of the payments queue.',
      level: 'Beginner',
      duration: '1 week',
      downloadUrl: 'https://example.com/m.zip',
      price: 4999,
    });
    expect(made.status, made.text).toBe(201);
    const enrolled = await client.post('/api/enroll', { courseId: made.json.id, paymentMethod: 'usdt' });
    expect(enrolled.status, enrolled.text).toBe(201);
    const page = await admin.get('/admin?tab=pending');
    expect(page.status).toBe(200);
    expect(page.text).toContain('USDT (ERC-20)');
    expect(page.text).not.toContain('TRC-20');
  });
});
