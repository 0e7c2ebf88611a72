/** What inspectImage tells the uploader about a picture it refuses (the probe of 2026-11-29, D6). */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { variantWidths } from '../../shared/image-variants';
import { inspectImage, makeVariants, UnsupportedImageError } from './image-processing';

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

  it('a very tall picture gets only the variants that can be written; one too tall for any is refused as too tall (probe 23, D4)', async () => {
    // 1080 x 20000: the 960 px variant would be 17,778 px tall, past WebP's 16,383.
    expect(variantWidths(1080, 20_000)).toEqual([480]);
    expect(variantWidths(1600, 900)).toEqual([480, 960, 1600]);
    expect(variantWidths(300, 16_383)).toEqual([300]);
    expect(variantWidths(2, 20_000)).toEqual([]);
    const tall = await blank(1080, 20_000);
    const image = await inspectImage(tall);
    const variants = await makeVariants(tall, image);
    expect(variants.map((v) => `${v.width}.${v.format}`)).toEqual(['480.avif', '480.webp']);
    expect((await sharp(variants[1]!.bytes).metadata()).height).toBe(8889);

    const refused = inspectImage(await blank(2, 20_000));
    await expect(refused).rejects.toBeInstanceOf(UnsupportedImageError);
    await expect(refused).rejects.toThrow('The picture is too tall for its width');
  }, 60_000);
});
