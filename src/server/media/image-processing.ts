/**
 * What an uploaded image is (decided by its bytes, with sharp, never by its name) and its
 * variants: WebP and AVIF at the widths of shared/image-variants.ts, turned upright by their
 * EXIF orientation, with every piece of metadata (EXIF, GPS, XMP, ICC comments) left out: sharp
 * writes none unless asked (`withMetadata`/`keepMetadata`, never called here).
 */
import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { IMAGE_FORMATS, type ImageFormat, MAX_VARIANT_HEIGHT, variantWidths } from '../../shared/image-variants';

/** A decompression bomb guard: a small file that unpacks into billions of pixels is refused. */
const MAX_INPUT_PIXELS = 50_000_000;
const ACCEPTED = new Set(['jpeg', 'png', 'webp']);

export class UnsupportedImageError extends Error {}

export interface InspectedImage {
  sha256: string;
  /** Upright dimensions (after the EXIF orientation is applied). */
  width: number;
  height: number;
  format: 'jpeg' | 'png' | 'webp';
}

export async function inspectImage(bytes: Buffer): Promise<InspectedImage> {
  let meta: Metadata;
  try {
    // The header alone, without the pixel limit: metadata() decodes no pixels, and under the limit
    // sharp throws for an over-limit picture, which the catch would call unreadable (probe of
    // 2026-11-29). The limit is checked below, with its own message; makeVariants keeps it.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw new UnsupportedImageError('The file is not an image we can read. Upload a JPEG, PNG or WebP picture.');
  }
  if (!meta.format || !ACCEPTED.has(meta.format) || !meta.width || !meta.height)
    throw new UnsupportedImageError('Only JPEG, PNG and WebP pictures can be uploaded.');
  if (meta.width * meta.height > MAX_INPUT_PIXELS)
    throw new UnsupportedImageError('The picture has too many pixels (at most 50 megapixels).');
  // Orientations 5-8 turn the picture a quarter: width and height swap.
  const turned = (meta.orientation ?? 1) >= 5;
  const width = turned ? meta.height : meta.width;
  const height = turned ? meta.width : meta.height;
  // Even its narrowest variant would be too tall to write (it was refused as "not read to the
  // end", which sent the uploader looking for a broken file: probe 23, D4).
  if (variantWidths(width, height).length === 0)
    throw new UnsupportedImageError(
      `The picture is too tall for its width: pictures can be at most ${MAX_VARIANT_HEIGHT.toLocaleString('en-US')} pixels tall once resized to ${Math.min(width, 480)} pixels wide. Crop it or split it into parts.`,
    );
  return {
    sha256: createHash('sha256').update(bytes).digest('hex'),
    width,
    height,
    format: meta.format as InspectedImage['format'],
  };
}

export interface Variant {
  format: ImageFormat;
  width: number;
  bytes: Buffer;
}

export async function makeVariants(bytes: Buffer, image: InspectedImage): Promise<Variant[]> {
  const variants: Variant[] = [];
  for (const width of variantWidths(image.width, image.height)) {
    for (const format of IMAGE_FORMATS) {
      const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).rotate().resize({ width, withoutEnlargement: true });
      // AVIF effort 2: a 1600 px cover encodes in about a second on a small server, at a size close to effort 4.
      const encoded = format === 'avif' ? pipeline.avif({ quality: 55, effort: 2 }) : pipeline.webp({ quality: 80 });
      try {
        variants.push({ format, width, bytes: await encoded.toBuffer() });
      } catch {
        // The header read, the pixels did not (a truncated file): the uploader's file, not our fault.
        throw new UnsupportedImageError('The picture could not be read to the end. Is the file complete?');
      }
    }
  }
  return variants;
}
