import type { TMenuImage } from '@guestloop/contracts';

/** `srcset` from the WebP copies by width ("320": url…), widest last. */
export function srcSet(image: TMenuImage): string | undefined {
  const entries = Object.entries(image.variants)
    .map(([width, url]) => [Number(width), url] as const)
    .filter(([width]) => Number.isFinite(width) && width > 0)
    .sort((a, b) => a[0] - b[0]);
  return entries.length > 0 ? entries.map(([width, url]) => `${url} ${width}w`).join(', ') : undefined;
}

export interface MenuImageProps {
  image: TMenuImage;
  /** Layout size in CSS pixels: sets width/height so nothing jumps while loading. */
  width: number;
  height: number;
  sizes: string;
  alt?: string;
  /** Above the fold: load at once and with high priority (the LCP candidate). */
  eager?: boolean;
  className?: string;
}

export function MenuImage({
  image,
  width,
  height,
  sizes,
  alt = '',
  eager = false,
  className,
}: MenuImageProps) {
  return (
    <img
      className={className}
      src={image.src}
      srcSet={srcSet(image)}
      sizes={sizes}
      width={width}
      height={height}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding={eager ? 'sync' : 'async'}
      fetchPriority={eager ? 'high' : 'auto'}
    />
  );
}
