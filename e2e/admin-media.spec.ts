/**
 * Cover uploads (issue 27): an admin uploads a picture in a dialog, the public page shows it as a
 * <picture> of WebP/AVIF variants, each variant is cached for a year and carries none of the
 * upload's EXIF; wrong files are refused at the field without losing what was typed, a picture
 * can be dropped on the field, and Cancel saves nothing. Desktop only (admin work at a desk).
 */
import sharp from 'sharp';
import { expect, newVisitor, test, type Page } from './fixtures';
import { ADMIN, login, notice, uniqueName } from './helpers';

const EXIF_TEXT = 'secret-exif';
const VARIANT_URL = /^\/media\/images\/[0-9a-f]{64}-\d+\.webp$/;

/** A real JPEG carrying a Copyright EXIF tag, as a camera or phone would write one. */
async function jpegWithExif(width = 1000, height = 560) {
  const bytes = await sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 90 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: EXIF_TEXT } } })
    .toBuffer();
  // Otherwise "the variant has no EXIF text" would pass for a file that never had any.
  expect(bytes.includes(EXIF_TEXT)).toBe(true);
  return bytes;
}

test.beforeEach(async ({ page }) => {
  await login(page, ADMIN.username, ADMIN.password);
  await page.waitForURL('**/dashboard');
});

test('an admin uploads a cover for an article; readers get it as WebP/AVIF, cached, without its EXIF', async ({ page, browser }) => {
  test.setTimeout(90_000);
  const word = uniqueName('M');
  const title = `Cover ${word}`;
  const slug = `cover-${word.toLowerCase()}`;
  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'New Article' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create News Article' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Slug').focus(); // the title loses focus: the slug is generated from it
  await expect(dialog.getByLabel('Slug')).toHaveValue(slug);
  await dialog.getByLabel('Excerpt').fill('An article with an uploaded cover.');
  await dialog.getByLabel('Content (markdown)').fill('The cover above was uploaded from the admin dialog.');

  await dialog
    .getByLabel('Upload a cover image')
    .setInputFiles({ name: 'harbour.jpg', mimeType: 'image/jpeg', buffer: await jpegWithExif() });
  await expect(dialog.getByText('Uploaded harbour.jpg')).toBeVisible();
  const urlField = dialog.getByLabel('Cover image URL (optional)');
  await expect(urlField).toHaveValue(VARIANT_URL);
  const coverUrl = await urlField.inputValue();
  await dialog.getByLabel('Published (visible to everyone)').check();
  await dialog.getByRole('button', { name: 'Create Article' }).click();
  await expect(dialog).toBeHidden();

  // A reader (no admin session) sees the cover as a <picture> whose sources are the variants.
  const reader = await newVisitor(browser);
  await reader.goto(`/news/${slug}`);
  const picture = reader
    .getByRole('article')
    .locator('picture')
    .filter({ has: reader.getByRole('img', { name: title }) });
  await expect(picture.locator('source[type="image/webp"]')).toHaveAttribute('srcset', new RegExp(`${coverUrl} \\d+w`));
  await expect(picture.locator('source[type="image/avif"]')).toHaveAttribute('srcset', /\/media\/images\/[0-9a-f]{64}-480\.avif 480w/);
  const img = picture.getByRole('img', { name: title });
  await expect(img).toHaveAttribute('srcset', /-480\.webp 480w/);
  // The browser really loaded one of the variants (not a broken image).
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  expect(await img.evaluate((el: HTMLImageElement) => new URL(el.currentSrc).pathname)).toMatch(
    /^\/media\/images\/[0-9a-f]{64}-\d+\.(webp|avif)$/,
  );

  for (const url of [coverUrl, coverUrl.replace(/-\d+\.webp$/, '-480.avif')]) {
    const res = await reader.request.get(url);
    expect(res.status(), url).toBe(200);
    expect(res.headers()['content-type']).toBe(url.endsWith('.webp') ? 'image/webp' : 'image/avif');
    expect(res.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const body = await res.body();
    expect(body.length).toBeGreaterThan(100);
    expect(body.includes(EXIF_TEXT), `${url} still carries the EXIF text`).toBe(false);
    expect(body.includes('Exif\0\0'), `${url} still has an EXIF block`).toBe(false);
  }
  await reader.context().close();
});

/** The upload field's file input, and what it says about itself (hint and status). */
const fileInput = (page: Page) => page.getByRole('dialog', { name: 'Create New Course' }).getByLabel('Upload a thumbnail');

test('wrong files are refused at the field, typing is kept, a dropped picture uploads, Cancel saves nothing', async ({ page }) => {
  test.setTimeout(90_000);
  const title = `Media course ${uniqueName('K')}`;
  await page.goto('/admin');
  await page.getByRole('button', { name: 'Add Course' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create New Course' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('Description').fill('Typed before the uploads and kept after them.');
  await dialog.getByLabel('Duration').fill('5 weeks');
  await dialog.getByLabel('Price (USD)').fill('40');
  const thumbnailUrl = dialog.getByLabel('Thumbnail URL (optional)');

  // Text named .png: the browser believes the name, the server reads the bytes and refuses.
  await fileInput(page).setInputFiles({ name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some notes, not a picture') });
  await expect(fileInput(page)).toHaveAccessibleDescription(/The file is not an image we can read\. Upload a JPEG, PNG or WebP picture\./);
  // A PDF is refused before sending.
  await fileInput(page).setInputFiles({ name: 'syllabus.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') });
  await expect(fileInput(page)).toHaveAccessibleDescription(/Only JPEG, PNG and WebP pictures can be uploaded\./);
  // Over 8 MB: refused with the limit named.
  await fileInput(page).setInputFiles({ name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(8 * 1024 * 1024 + 1, 0xff) });
  await expect(fileInput(page)).toHaveAccessibleDescription(/The picture is too large: at most 8 MB\./);
  await expect(notice(dialog, 'alert')).toHaveText('The picture is too large: at most 8 MB.');

  await expect(dialog.getByLabel('Title')).toBeVisible();
  await expect(dialog.getByLabel('Title')).toHaveValue(title);
  await expect(dialog.getByLabel('Description')).toHaveValue('Typed before the uploads and kept after them.');
  await expect(dialog.getByLabel('Duration')).toHaveValue('5 weeks');
  await expect(dialog.getByLabel('Price (USD)')).toHaveValue('40');
  await expect(thumbnailUrl).toHaveValue('');

  // Dropped on the field: a DataTransfer carrying a PNG, as a file manager's drag sends it.
  const png = await sharp({ create: { width: 600, height: 340, channels: 3, background: { r: 200, g: 90, b: 30 } } })
    .png()
    .toBuffer();
  const dataTransfer = await page.evaluateHandle((base64) => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    const transfer = new DataTransfer();
    transfer.items.add(new File([bytes], 'dropped.png', { type: 'image/png' }));
    return transfer;
  }, png.toString('base64'));
  const zone = dialog.getByTestId('image-drop-zone');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(dialog.getByText('Uploaded dropped.png')).toBeVisible();
  await expect(thumbnailUrl).toHaveValue(VARIANT_URL);

  // Cancel: neither the course nor its uploaded cover is saved; the next dialog starts empty.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(title)).toHaveCount(0);
  const courses = await page.request.get('/api/courses');
  expect(courses.status()).toBe(200);
  expect(await courses.text()).not.toContain(title);
  await page.getByRole('button', { name: 'Add Course' }).click();
  await expect(dialog.getByLabel('Title')).toHaveValue('');
  await expect(thumbnailUrl).toHaveValue('');
  await expect(dialog.locator('img')).toHaveCount(0);
});

/** A picture of its own size (the list names pictures by size), uploaded as the signed-in admin. */
async function uploadPicture(page: Page, width: number, height: number) {
  const png = await sharp({ create: { width, height, channels: 3, background: { r: 40, g: 90, b: 160 } } })
    .png()
    .toBuffer();
  const res = await page.request.post('/api/admin/images', {
    multipart: { file: { name: 'picture.png', mimeType: 'image/png', buffer: png } },
  });
  expect(res.status()).toBe(201);
  return (await res.json()) as { id: number; url: string };
}

test('an admin deletes a picture shown nowhere (Cancel keeps it); one still shown says where and cannot be deleted', async ({ page }) => {
  const width = 500 + Math.floor(Math.random() * 400);
  const unused = await uploadPicture(page, width, 301);
  const used = await uploadPicture(page, width, 302);
  const courseTitle = `Pictured course ${uniqueName('P')}`;
  const created = await page.request.post('/api/courses', {
    data: {
      title: courseTitle,
      description: 'A course whose thumbnail is an uploaded picture.',
      level: 'Beginner',
      duration: '2 weeks',
      price: 2500,
      downloadUrl: 'https://example.com/guide.pdf',
      thumbnailUrl: used.url,
    },
  });
  expect(created.status()).toBe(201);

  await page.goto('/admin/media');
  const usedCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: `Picture ${width} × 302` }) });
  await expect(usedCard.getByRole('link', { name: `Course “${courseTitle}”` })).toBeVisible();
  await expect(usedCard.getByText('Replace or remove it there to delete it.')).toBeVisible();
  await expect(usedCard.getByRole('button', { name: /More actions/ })).toHaveCount(0);

  const name = `Picture ${width} × 301`;
  const unusedCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(unusedCard.getByText('Not shown anywhere.')).toBeVisible();
  // Cancel leaves it.
  await unusedCard.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: `Delete the picture '${name}'?` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect((await page.request.get(unused.url)).status()).toBe(200);
  // Delete removes it, its card and its files.
  await unusedCard.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Picture deleted')).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
  expect((await page.request.get(unused.url)).status()).toBe(404);

  // Still refused by the server, whatever a page shows.
  const refused = await page.request.delete(`/api/admin/images/${used.id}`);
  expect(refused.status()).toBe(409);
  expect((await page.request.get(used.url)).status()).toBe(200);
});
