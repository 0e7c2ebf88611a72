/** The certificate page as the server renders it (probe 28): what it claims, and what prints above it. */
import { describe, expect, it } from 'vitest';
import { createAccount } from '../../../test/callers';
import { createClient } from '../../../test/http';
import { seededSiteForFile } from '../../../test/seeded-site';
import { certificates } from '../db/schema';
import { deleteOwnAccount } from '../services/account-deletion';

// Sample content present: the frame shows its notice on every page.
const site = seededSiteForFile({ seedDemo: true });

/** A code of the issued shape (16 base32 characters), different for each call. */
let issued = 0;
const newCode = () => `PROBETWENTYEIGH${'ABCDEFGHIJ'[issued++]!}`;

async function certificatePage(track: string) {
  const account = await createAccount(site.database.db);
  const code = newCode();
  await site.database.db.insert(certificates).values({ code, userId: account.id, track, name: account.fullName });
  const page = await createClient(site.server.baseUrl).get(`/certificates/${code}`);
  expect(page.status).toBe(200);
  return page.text;
}

const classes = (tag: string | undefined) => (/class="([^"]*)"/.exec(tag ?? '')?.[1]?.replaceAll('&amp;', '&') ?? '').split(' ');
const noticeClasses = (html: string) => classes(/<div[^>]*data-testid="demo-notice"[^>]*>/.exec(html)?.[0]);
const disclaimerClasses = (html: string) => classes(/<div[^>]*>\s*<strong[^>]*>Disclaimer:/.exec(html)?.[0]);
const certificateText = (html: string) => /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';

describe('the certificate page', () => {
  it('claims quizzes only for a track that has them (probe 28, F6)', async () => {
    const lessons = certificateText(await certificatePage('crypto-foundations'));
    expect(lessons).toContain('completed every page and quiz of the free track');

    for (const track of ['security-basics', 'practical-guides']) {
      const certificate = certificateText(await certificatePage(track));
      expect(certificate, track).toContain('completed every page of the free track');
      expect(certificate, track).not.toContain('quiz');
    }
  }, 120_000);

  it("a deleted account's certificate is no longer shown, and the page says why a real code can be missing (probe 71)", async () => {
    const account = await createAccount(site.database.db);
    const code = newCode();
    await site.database.db.insert(certificates).values({ code, userId: account.id, track: 'security-basics', name: account.fullName });
    const client = createClient(site.server.baseUrl);
    expect((await client.get(`/certificates/${code}`)).text).toContain(account.fullName);
    await deleteOwnAccount(site.database.db, site.server.baseUrl, account.id);
    const after = await client.get(`/certificates/${code}`);
    expect(after.status).toBe(404);
    expect(after.text).not.toContain(account.fullName);
    expect(after.text).toContain('A certificate is also withdrawn when its holder deletes their account.');
  }, 120_000);

  it('prints without the sample notice or the disclaimer bar above it; a lesson still prints its disclaimer (probe 28, F7)', async () => {
    const html = await certificatePage('crypto-foundations');
    // The sample notice never prints; the disclaimer bar does not print on a page marked to print alone.
    expect(noticeClasses(html)).toContain('print:hidden');
    expect(disclaimerClasses(html)).toContain('print:[body:has([data-print-alone])_&]:hidden');
    expect(html).toContain('data-print-alone=""');

    const lesson = (await createClient(site.server.baseUrl).get('/education/defi')).text;
    expect(noticeClasses(lesson)).toContain('print:hidden');
    expect(disclaimerClasses(lesson)).not.toContain('print:hidden');
    // The attribute itself (the disclaimer's class names it too); a boolean, so a failure prints no whole page.
    expect(lesson.includes('data-print-alone=""')).toBe(false);
  }, 120_000);
});
