/**
 * Progress, quizzes and certificates for the free lessons (issue 26, item 4), on a desktop and on a
 * throttled phone: a reader marks a lesson done and passes its quiz signed out and offline; signs up
 * and finds it in the account; finishes the Crypto Foundations track (every lesson done, every quiz
 * passed); gets a certificate on /profile; its page shows the name and the code, prints cleanly,
 * and GET /api/certificates/{code} verifies it.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { register, uniqueName } from './helpers';
import { throttle } from './throttle';

const SHOTS = '.tmp/screenshots/progress-certificates';
/** On a throttled phone the page's small script arrives after the load event: the button shows then. */
const expectSoon = expect.configure({ timeout: 30_000 });

/** Answers a lesson's quiz on the page (the right answers are the page's own), and marks it done. */
async function finishLesson(page: Page, slug: string, opts: { firstTryWrong?: boolean; loaded?: boolean } = {}) {
  if (!opts.loaded) await page.goto(`/education/${slug}`);
  const quiz = page.locator(`[data-quiz="${slug}"]`);
  const questions = quiz.locator('[data-quiz-question]');
  await expectSoon(quiz.getByRole('button', { name: 'Check my answers' })).toBeVisible();
  const count = await questions.count();
  for (let i = 0; i < count; i++) {
    const question = questions.nth(i);
    const answer = Number(await question.getAttribute('data-answer'));
    const pick = opts.firstTryWrong && i === 0 ? (answer + 1) % (await question.getByRole('radio').count()) : answer;
    await question.getByRole('radio').nth(pick).check();
  }
  await quiz.getByRole('button', { name: 'Check my answers' }).click();
  if (opts.firstTryWrong) {
    await expectSoon(quiz.getByRole('status')).toHaveText(`${count - 1} of ${count} correct. Read the explanations and try again.`);
    await expectSoon(questions.first().getByText('Not quite.')).toBeVisible();
    const answer = Number(await questions.first().getAttribute('data-answer'));
    await questions.first().getByRole('radio').nth(answer).check();
    await quiz.getByRole('button', { name: 'Check my answers' }).click();
  }
  await expectSoon(quiz.getByRole('status')).toContainText(`All ${count} correct: quiz passed`);
  await page.getByRole('button', { name: 'Mark as done' }).click();
  const marker = page.locator(`[data-progress-page="lessons/${slug}"]`);
  await expectSoon(marker).toHaveAttribute('data-done', 'true');
  await expectSoon(marker.getByRole('button', { name: 'Mark as not done' })).toBeVisible();
}

test('a learner marks a lesson done offline, signs up, finishes a track and gets a certificate anyone can verify', async ({
  page,
  context,
}, testInfo) => {
  test.setTimeout(300_000);
  const phone = testInfo.project.name === 'phone';
  if (phone) await throttle(page);
  const device = testInfo.project.name;

  const tracks = (await (await page.request.get('/api/tracks')).json()) as { id: string; items: { slug: string }[] }[];
  const lessons = tracks.find((t) => t.id === 'crypto-foundations')!.items.map((i) => i.slug);
  const [first, ...rest] = lessons as [string, ...string[]];

  // Signed out and offline: the page was loaded, then the connection dropped.
  await page.goto(`/education/${first}`);
  await expectSoon(page.getByRole('button', { name: 'Check my answers' })).toBeVisible();
  await context.setOffline(true);
  await finishLesson(page, first, { firstTryWrong: true, loaded: true });
  await context.setOffline(false);
  if (phone) await throttle(page);
  await page.locator('[data-quiz]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${device}-lesson-quiz-done.png` });

  // /education counts it from this device.
  await page.goto('/education#tracks');
  const foundations = page.locator('[data-track="crypto-foundations"]');
  await expectSoon(foundations.getByText(`2 of ${lessons.length * 2} steps done`)).toBeVisible();
  await foundations.screenshot({ path: `${SHOTS}/${device}-education-progress.png` });

  // Sign up: the device's progress goes to the account.
  const username = uniqueName('learner');
  const fullName = `Marie ${username}`;
  await register(page, { username, fullName, email: `${username}@example.com`, password: 'learner-pass-1' });
  await expectSoon(page).toHaveURL(/\/profile/);
  const certificates = page.locator('#certificates');
  await expectSoon(certificates.getByText(`2 of ${lessons.length * 2} steps done`)).toBeVisible();
  const stored = (await (await page.request.get('/api/progress')).json()) as { collection: string; slug: string }[];
  expect(stored).toEqual([expect.objectContaining({ collection: 'lessons', slug: first })]);
  expect(((await (await page.request.get('/api/progress/quizzes')).json()) as { slug: string }[]).map((q) => q.slug)).toEqual([first]);

  // The rest of the track, signed in.
  for (const slug of rest) await finishLesson(page, slug);
  // The last mark is sent in the background: asked again until it has arrived (CI once read 7 of 8).
  await expect.poll(async () => ((await (await page.request.get('/api/progress')).json()) as unknown[]).length).toBe(lessons.length);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Get your certificate' }).click();
  const link = page.locator('#certificates').getByRole('link', { name: 'View your certificate' });
  await expectSoon(link).toBeVisible();
  // Said and focused: the button that had the focus is gone (probe 73, F7).
  await expectSoon(link).toBeFocused();
  await expectSoon(page.getByRole('status').filter({ hasText: 'Certificate issued' })).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  const code = href.split('/').pop()!;
  expect(code).toMatch(/^[A-Z2-7]{16}$/);
  // /education, after it is issued, sends them to it rather than offering to "get" it again.
  await page.goto('/education#tracks');
  await expectSoon(
    page.locator('[data-track="crypto-foundations"]').getByRole('link', { name: 'Your certificate is on your profile' }),
  ).toBeVisible();

  await page.goto(href);
  await expectSoon(page.getByRole('heading', { name: 'Certificate of completion' })).toBeVisible();
  await expectSoon(page.getByText(fullName)).toBeVisible();
  await expectSoon(page.getByText('Crypto Foundations')).toBeVisible();
  await expectSoon(page.locator('[data-certificate-code]')).toHaveText(code);
  await expectSoon(page.locator('meta[property="og:title"]')).toHaveAttribute(
    'content',
    new RegExp(`${fullName}: Crypto Foundations certificate`),
  );
  await expectSoon(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.screenshot({ path: `${SHOTS}/${device}-certificate.png`, fullPage: true });
  await page.emulateMedia({ media: 'print' });
  await expectSoon(page.getByRole('link', { name: 'Free lessons and tracks' })).toBeHidden();
  // The frame's bars do not print above it: on paper they made it look like a sample (probe 28, F7).
  await expectSoon(page.getByRole('note').filter({ hasText: 'Disclaimer:' })).toBeHidden();
  await expectSoon(page.getByTestId('demo-notice')).toBeHidden();
  await page.screenshot({ path: `${SHOTS}/${device}-certificate-print.png`, fullPage: true });
  await page.emulateMedia({ media: 'screen' });

  // Anyone verifies it.
  const verified = await page.request.get(`/api/certificates/${code}`, { headers: { cookie: '' } });
  expect(verified.status()).toBe(200);
  expect(await verified.json()).toMatchObject({ code, name: fullName, track: { id: 'crypto-foundations', title: 'Crypto Foundations' } });
  expect((await page.request.get('/api/certificates/AAAAAAAAAAAAAAAA')).status()).toBe(404);
});

test('"Mark as done" stays under the finger while a quiz pass is saved, and shows alone until pressed', async ({ page }) => {
  // Found in CI on 2026-11-29: the phone's tap on "Mark as done" landed while the quiz's verdict grew
  // from one line ("quiz passed.") to two ("… and saved to your account."); the button moved down a
  // line under the tap, which hit the box around it, and the page stayed undone. Here the save is
  // held back so the move, if any, can be measured.
  const username = uniqueName('steady');
  const signedUp = await page.request.post('/api/register', {
    data: { username, fullName: `Steady ${username}`, email: `${username}@example.com`, password: 'learner-pass-1' },
  });
  expect(signedUp.status()).toBe(201);
  let releaseSave: () => void = () => {};
  const saveHeld = new Promise<void>((resolve) => (releaseSave = resolve));
  await page.route('**/api/quizzes/*/attempts', async (route) => {
    await saveHeld;
    await route.continue();
  });

  await page.goto('/education/crypto-wallets');
  const quiz = page.locator('[data-quiz]');
  await expect(quiz.getByRole('button', { name: 'Check my answers' })).toBeVisible();
  const marker = page.locator('[data-progress-page="lessons/crypto-wallets"]');
  const markDone = marker.getByRole('button', { name: 'Mark as done' });
  // Not done yet: its undo button is not offered beside it.
  await expect(markDone).toBeVisible();
  await expect(marker.getByRole('button', { name: 'Mark as not done' })).toBeHidden();

  const questions = quiz.locator('[data-quiz-question]');
  for (let i = 0; i < (await questions.count()); i++) {
    const question = questions.nth(i);
    await question
      .getByRole('radio')
      .nth(Number(await question.getAttribute('data-answer')))
      .check();
  }
  await quiz.getByRole('button', { name: 'Check my answers' }).click();
  await expect(quiz.getByRole('status')).toHaveText(/quiz passed\.$/);
  const before = await markDone.boundingBox();
  releaseSave();
  await expect(quiz.getByRole('status')).toContainText('saved to your account');
  expect(await markDone.boundingBox()).toEqual(before);

  await markDone.click();
  await expect(marker).toHaveAttribute('data-done', 'true');
  await expect(markDone).toBeHidden();
  await expect(marker.getByRole('button', { name: 'Mark as not done' })).toBeVisible();
});
