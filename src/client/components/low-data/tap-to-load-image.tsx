import { imageSources } from '../../../shared/image-variants';
import { useLowData } from '../../lib/low-data-context';
import { ResponsiveImage } from '../responsive-image';

/**
 * A cover image: in low-data mode a link that loads it in place when tapped (behaviors/low-data.ts;
 * without script it opens the image), so the page itself downloads no image; otherwise the image.
 */
export function TapToLoadImage({
  src,
  alt,
  className,
  width,
  height,
  sizes = '(min-width: 768px) 768px, 100vw',
}: {
  src: string;
  alt: string;
  className: string;
  width: number;
  height: number;
  /** How wide the picture is shown, for an uploaded picture's `srcset`. */
  sizes?: string;
}) {
  const lowData = useLowData();
  if (!lowData) return <ResponsiveImage src={src} sizes={sizes} alt={alt} className={className} width={width} height={height} />;
  // Tapped, an uploaded picture loads the WebP width the screen needs (behaviors/low-data.ts).
  const sources = imageSources(src);
  return (
    <a
      href={sources?.src ?? src}
      data-tap-image=""
      data-src={sources?.src ?? src}
      data-srcset={sources?.srcSet.webp}
      data-sizes={sources ? sizes : undefined}
      data-alt={alt}
      data-image-class={className}
      className="mb-8 flex w-full items-center justify-center gap-2 rounded-xl border border-dashed border-slate-300 px-4 py-6 text-sm text-slate-600 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-300 dark:hover:bg-slate-900"
    >
      Low-data mode: tap to load the cover image
    </a>
  );
}
