/**
 * Accessibility in both themes (issue 26): axe finds no serious or critical violation (colour
 * contrast first of all) on every public page, light and dark (on a phone, one page per layout). The pages are the site's own list
 * (src/content/site-routes.ts: what the sitemap lists, plus sign-in) and a news article from the
 * sitemap, so a new page is checked with no edit here.
 */
import { publicRoutes } from '../src/content/public-routes';
import { seriousAxeViolations } from './axe-scan';
import { ANY_SCREEN, expect, test } from './fixtures';
import { ADMIN, uniqueName } from './helpers';

const THEMES = ['light', 'dark'] as const;

/**
 * The phone sees the same colours as the desktop, laid out differently (the menu, stacked
 * sections). So the desktop scans every page, and the phone one page of each layout: a page per
 * first path segment and depth (/education/defi stands for every lesson).
 */
function onePerLayout(paths: readonly string[]): string[] {
  const seen = new Set<string>();
  return paths.filter((path) => {
    const segments = path.split('/').filter(Boolean);
    const layout = `${segments[0] ?? ''}:${segments.length}`;
    if (seen.has(layout)) return false;
    seen.add(layout);
    return true;
  });
}

for (const theme of THEMES) {
  test(`every public page has no serious or critical axe violation in the ${theme} theme`, async ({ page, request }, testInfo) => {
    test.setTimeout(15 * 60_000);
    // The visitor's remembered choice, as the theme switch stores it (lib/theme.ts reads it before paint).
    await page.addInitScript((t) => localStorage.setItem('dce-theme', t), theme);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const news = [...sitemap.matchAll(/<loc>[^<]*(\/news\/[^<]+)<\/loc>/g)].map((m) => m[1]!).slice(0, 1);
    expect(news.length).toBe(1);
    const found: string[] = [];
    const pages = [...publicRoutes, ...news];
    for (const path of testInfo.project.name === 'phone' ? onePerLayout(pages) : pages) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      for (const v of await seriousAxeViolations(page)) found.push(`${path}: ${v}`);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

for (const theme of THEMES) {
  test(`the learner area (My Courses with an enrollment, account settings) has no serious or critical axe violation in the ${theme} theme`, async ({
    page,
  }) => {
    await page.addInitScript((t) => localStorage.setItem('dce-theme', t), theme);
    // A learner with a pending enrollment, so /profile shows a card with its code, amounts and timeline.
    const username = uniqueName('axe');
    const registered = await page.request.post('/api/register', {
      data: { username, fullName: 'Axe Learner', email: `${username}@example.com`, password: 'secret123' },
    });
    expect(registered.status()).toBe(201);
    const courses = (await (await page.request.get('/api/courses')).json()) as { id: number }[];
    const enrolled = await page.request.post('/api/enroll', { data: { courseId: courses[0]!.id, paymentMethod: 'cash' } });
    expect(enrolled.status(), await enrolled.text()).toBeLessThan(300);
    const found: string[] = [];
    for (const path of ['/profile', '/account']) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await page.waitForLoadState('networkidle');
      for (const v of await seriousAxeViolations(page)) found.push(`${path}: ${v}`);
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

test(
  'with the Dominica flag as the site colours, links, labels and focus rings still read in both themes (probe 26, F1)',
  ANY_SCREEN,
  async ({ page, request }) => {
    expect((await request.post('/api/login', { data: ADMIN })).status()).toBe(200);
    const appearance = async () =>
      ((await (await request.get('/api/admin/settings')).json()) as { appearance: Record<string, unknown> }).appearance;
    const before = await appearance();
    const save = async (colors: Record<string, unknown>) => {
      const res = await request.put('/api/admin/settings/appearance', { data: { ...(await appearance()), ...colors } });
      expect(res.status(), await res.text()).toBe(200);
    };
    // Green and yellow: accepted (white button text on the green is fine), and were 2.7:1 as links.
    await save({ primaryColor: '#006B3F', secondaryColor: '#FCD116', accentColor: '#D41C30' });
    const courses = (await (await request.get('/api/courses')).json()) as { id: number }[];
    try {
      const found: string[] = [];
      for (const theme of THEMES) {
        await page.addInitScript((t) => localStorage.setItem('dce-theme', t), theme);
        for (const path of ['/', '/legal', '/education', `/courses/${courses[0]!.id}`]) {
          await page.goto(path);
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
          for (const v of await seriousAxeViolations(page)) found.push(`${theme} ${path}: ${v}`);
        }
      }
      expect(found, found.join('\n')).toEqual([]);
    } finally {
      await save({ primaryColor: before.primaryColor, secondaryColor: before.secondaryColor, accentColor: before.accentColor });
    }
  },
);
