import type { ImgHTMLAttributes } from 'react';
import { imageSources } from '../../shared/image-variants';

/**
 * A cover picture. An uploaded one (`/media/images/…`) becomes a `<picture>` with AVIF and WebP
 * `srcset`s, so each screen downloads the width it shows in the smallest format it reads; any
 * other URL is shown as it is.
 */
export function ResponsiveImage({
  src,
  sizes,
  ...img
}: { src: string; sizes: string; alt: string; width: number; height: number } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const sources = imageSources(src);
  if (!sources) return <img src={src} {...img} />;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={sources.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={sources.srcSet.webp} sizes={sizes} />
      <img src={sources.src} srcSet={sources.srcSet.webp} sizes={sizes} {...img} />
    </picture>
  );
}
