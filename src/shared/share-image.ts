/**
 * Where a page's generated share preview lives: /og/<page path>.png (the home page is
 * /og/index.png). Shared by the head tags (client/lib/share-tags.tsx) and the server route that
 * draws the image (server/share/preview-image-route.ts), so the two never disagree.
 */
export const SHARE_IMAGE_WIDTH = 1200;
export const SHARE_IMAGE_HEIGHT = 630;

/** The preview image path of a page path ('/education' -> '/og/education.png'). */
export function shareImagePath(pagePath: string): string {
  const trimmed = pagePath.replace(/\/+$/, '');
  return `/og${trimmed === '' ? '/index' : trimmed}.png`;
}

/** Only lowercase words, digits and dashes between slashes: every page of the site, nothing else. */
const IMAGE_PATH = /^\/og((?:\/[a-z0-9][a-z0-9-]{0,80}){1,4})\.png$/;

/** The page path a preview image path names, or null for any other path (those are a 404). */
export function pagePathOfShareImage(imagePath: string): string | null {
  const match = IMAGE_PATH.exec(imagePath);
  if (!match) return null;
  return match[1] === '/index' ? '/' : match[1]!;
}
