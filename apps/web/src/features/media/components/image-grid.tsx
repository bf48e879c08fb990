import type { TUploadedImage } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Skeleton } from 'primereact/skeleton';
import { useTranslation } from 'react-i18next';
import { useConsoleDates } from '@/entities/company';
import { currentLanguage } from '@/lib/i18n';
import { imageThumbnail } from '@/lib/images';
import { formatBytes, formatDimensions } from './format';

export interface ImageGridProps {
  images: TUploadedImage[];
  onOpen(image: TUploadedImage): void;
  onDelete(image: TUploadedImage): void;
}

/** The library as cards: thumbnail, name, size, dimensions and date; open for details. */
export function ImageGrid({ images, onOpen, onDelete }: ImageGridProps) {
  const { t, i18n } = useTranslation('media');
  const language = currentLanguage(i18n.language);
  const dates = useConsoleDates();
  return (
    <ul className="gl-media-grid" aria-label={t('grid.label')}>
      {images.map((image) => {
        const dimensions = formatDimensions(image);
        return (
          <li key={image.id} className="gl-media-card">
            <button
              type="button"
              className="gl-media-card__open"
              onClick={() => onOpen(image)}
              aria-haspopup="dialog"
            >
              <span className="gl-media-card__thumb">
                <img src={imageThumbnail(image, 320)} alt="" loading="lazy" decoding="async" />
              </span>
              <span className="gl-media-card__name" dir="auto">
                {image.originalName}
              </span>
            </button>
            <span className="gl-media-card__meta">
              <span>{[formatBytes(image.size, language), dimensions].filter(Boolean).join(' · ')}</span>
              <time dateTime={image.createdAt}>{dates.format(image.createdAt, 'date')}</time>
            </span>
            <span className="gl-media-card__folder">{t(`buckets.${image.bucket}`)}</span>
            <Button
              type="button"
              className="gl-media-card__delete"
              icon="pi pi-trash"
              rounded
              severity="danger"
              size="small"
              aria-label={t('grid.delete', { name: image.originalName })}
              onClick={() => onDelete(image)}
            />
          </li>
        );
      })}
    </ul>
  );
}

/** Placeholders shaped like the cards while the first page loads. */
export function ImageGridSkeleton({ count = 8 }: { count?: number }) {
  const { t } = useTranslation('media');
  return (
    <div role="status" aria-live="polite">
      <span className="gl-visually-hidden">{t('grid.loading')}</span>
      <ul className="gl-media-grid" aria-hidden="true">
        {Array.from({ length: count }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <li key={i} className="gl-media-card gl-media-card--skeleton">
            <Skeleton className="gl-media-card__thumb" height="auto" />
            <Skeleton width="70%" height="1rem" />
            <Skeleton width="45%" height="0.75rem" />
          </li>
        ))}
      </ul>
    </div>
  );
}
