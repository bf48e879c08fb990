import { useTranslation } from 'react-i18next';
import type { PublicBlockOf } from '../../model/blocks';
import { TrackedLink } from './link-button';

type ImageBlock = PublicBlockOf<'big-image' | 'full-width-image'>;
type Picture = NonNullable<ImageBlock['picture']>;

/** `srcset` from the resized copies by width ("320": url…), widest last. */
function srcSet(picture: Picture): string | undefined {
  const entries = Object.entries(picture.variants)
    .map(([width, url]) => [Number(width), url] as const)
    .filter(([width]) => Number.isFinite(width) && width > 0)
    .sort((a, b) => a[0] - b[0]);
  return entries.length > 0 ? entries.map(([width, url]) => `${url} ${width}w`).join(', ') : undefined;
}

/** A picture inside the column (big) or from edge to edge (full width), a link when it has one. */
export function ImageBlockView({ block }: { block: ImageBlock }) {
  const { t } = useTranslation('guest-qr');
  const picture = block.picture;
  if (!picture) return null;
  const alt = block.alt?.trim() ?? '';
  const wide = block.type === 'full-width-image';
  const image = (
    <img
      className="qp-image__img"
      src={picture.src}
      srcSet={srcSet(picture)}
      sizes={wide ? '(min-width: 560px) 560px, 100vw' : '(min-width: 560px) 536px, calc(100vw - 24px)'}
      width={picture.width ?? undefined}
      height={picture.height ?? undefined}
      alt={alt}
      loading="lazy"
      decoding="async"
    />
  );
  const className = `qp-image${wide ? ' qp-image--wide' : ''}`;
  if (!block.href) return <div className={className}>{image}</div>;
  return (
    <TrackedLink
      className={`${className} qp-image--link`}
      href={block.href}
      blockId={block.id}
      aria-label={alt ? undefined : t('image.open')}
    >
      {image}
    </TrackedLink>
  );
}
