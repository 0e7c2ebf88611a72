/** What inspectImage tells the uploader about a picture it refuses (the probe of 2026-11-29, D6). */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { inspectImage, UnsupportedImageError } from './image-processing';

const blank = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#fff' } })
    .jpeg()
    .toBuffer();

describe('inspectImage', () => {
  it('refuses a picture over 50 megapixels as too many pixels, not as unreadable', async () => {
    const huge = await blank(7100, 7100);
    const refused = inspectImage(huge);
    await expect(refused).rejects.toBeInstanceOf(UnsupportedImageError);
    await expect(refused).rejects.toThrow('The picture has too many pixels (at most 50 megapixels).');
  });

  it('still accepts a picture at the limit and still calls bytes that are no image unreadable', async () => {
    await expect(inspectImage(await blank(5000, 10_000))).resolves.toMatchObject({ width: 5000, height: 10_000, format: 'jpeg' });
    await expect(inspectImage(Buffer.from('not a picture at all'))).rejects.toThrow('The file is not an image we can read.');
  });
});
