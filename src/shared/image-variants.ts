/**
 * Uploaded images (issue 27): which variants exist and what their URLs are. One rule, read by the
 * server that makes the variants and by the pages that list them in `srcset`, so a page never asks
 * the database which widths an image has: they follow from the largest width, which is in the URL.
 *
 * URLs are content-addressed (`/media/images/<sha256>-<width>.<format>`): the bytes behind one
 * never change, so they are cached for a year (`immutable`).
 */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
export const IMAGE_FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** The largest upload accepted (the message names it). */
export const MAX_IMAGE_BYTES = 8 * 1024 * 1024;
export const MAX_IMAGE_MEGABYTES = MAX_IMAGE_BYTES / (1024 * 1024);
/** What the upload accepts, decided by the file's content (never its name). */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const IMAGE_PATH_PREFIX = '/media/images/';
// The width as it is written (no leading zero): one name per variant, so a CDN keeps one copy (probe 75, F3).
const IMAGE_URL = /^\/media\/images\/([0-9a-f]{64})-([1-9]\d{0,4})\.(avif|webp)$/;

/** WebP's (and our AVIF encoder's) largest side: a taller variant cannot be written. */
export const MAX_VARIANT_HEIGHT = 16_383;

/**
 * The widths made for an image `originalWidth` pixels wide: the standard widths below it, or the
 * original width alone when it is narrower than all of them (never enlarged). Given the height,
 * only widths whose variant stays within MAX_VARIANT_HEIGHT (a very tall picture gets its narrower
 * variants only; none: it cannot be uploaded). Dropping the widest keeps the rule above: the
 * widths still follow from the largest.
 */
export function variantWidths(originalWidth: number, originalHeight = 0): number[] {
  const fitting = IMAGE_WIDTHS.filter((w) => w <= originalWidth);
  const widths = fitting.length > 0 ? fitting : [Math.max(1, Math.round(originalWidth))];
  return widths.filter((w) => Math.round((originalHeight * w) / originalWidth) <= MAX_VARIANT_HEIGHT);
}

export function imageVariantUrl(sha256: string, width: number, format: ImageFormat): string {
  return `${IMAGE_PATH_PREFIX}${sha256}-${width}.${format}`;
}

/** The URL an upload answers with and a cover field stores: the largest WebP variant. */
export function imageMainUrl(sha256: string, originalWidth: number, originalHeight: number): string {
  const widths = variantWidths(originalWidth, originalHeight);
  return imageVariantUrl(sha256, widths[widths.length - 1] ?? 1, 'webp');
}

export interface ImageSources {
  /** `srcset` per format, smallest first. */
  srcSet: Record<ImageFormat, string>;
  /** The fallback `src`: the largest WebP. */
  src: string;
}

/**
 * The `<picture>` sources of an uploaded image's URL, or null for any other URL (an external
 * cover is shown as it is).
 */
export function imageSources(url: string | null | undefined): ImageSources | null {
  const match = url ? IMAGE_URL.exec(url) : null;
  if (!match) return null;
  const [, sha256 = '', widthText = ''] = match;
  const largest = Number(widthText);
  const widths = [...IMAGE_WIDTHS.filter((w) => w < largest), largest];
  const srcSetOf = (format: ImageFormat) => widths.map((w) => `${imageVariantUrl(sha256, w, format)} ${w}w`).join(', ');
  return { srcSet: { avif: srcSetOf('avif'), webp: srcSetOf('webp') }, src: imageVariantUrl(sha256, largest, 'webp') };
}

/** A stored variant's name, `<sha256>-<width>.<format>`, parsed (null when it is not one). */
export function parseVariantName(name: string): { sha256: string; width: number; format: ImageFormat } | null {
  const match = IMAGE_URL.exec(IMAGE_PATH_PREFIX + name);
  if (!match) return null;
  return { sha256: match[1] ?? '', width: Number(match[2]), format: match[3] as ImageFormat };
}
