import type { TLocation } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ImageFields } from '@/components/ui';
import { type LocationImageKind, useSetLocationImage } from '../api/set-location-image';

/** The location's picture and background image, saved as soon as they are picked or removed. */
export function LocationImages({ location }: { location: TLocation }) {
  const { t } = useTranslation('locations');
  const setImage = useSetLocationImage(location.id);
  return (
    <section className="gl-panel" aria-labelledby="loc-images">
      <h2 id="loc-images">{t('images.title')}</h2>
      <ImageFields<LocationImageKind>
        className="gl-loc-images"
        slots={[
          { kind: 'image', label: t('images.image.label'), value: location.imageUrl },
          {
            kind: 'background-image',
            label: t('images.background-image.label'),
            hint: t('images.background-image.hint'),
            value: location.backgroundImageUrl,
          },
        ]}
        save={(kind, imageId) => setImage.mutateAsync({ kind, imageId })}
        saving={setImage.isPending}
        savedText={(kind, removed) => t(removed ? `images.${kind}.removed` : `images.${kind}.saved`)}
        failedText={t('images.failed')}
      />
    </section>
  );
}
