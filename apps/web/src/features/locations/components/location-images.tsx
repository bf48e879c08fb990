import type { TLocation } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ImagePicker, type PickedImage } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { type LocationImageKind, useSetLocationImage } from '../api/set-location-image';

/** The location's picture and background image, saved as soon as they are picked or removed. */
export function LocationImages({ location }: { location: TLocation }) {
  const { t } = useTranslation('locations');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const setImage = useSetLocationImage(location.id);

  const change = (kind: LocationImageKind) => async (image: PickedImage | null) => {
    try {
      await setImage.mutateAsync({ kind, imageId: image?.id ?? null });
      toast.success(t(image ? `images.${kind}.saved` : `images.${kind}.removed`));
    } catch (error) {
      toast.error(t('images.failed'), errorMessage(error));
    }
  };

  return (
    <section className="gl-panel" aria-labelledby="loc-images">
      <h2 id="loc-images">{t('images.title')}</h2>
      <div className="gl-loc-images">
        <ImagePicker
          label={t('images.image.label')}
          value={location.imageUrl}
          onChange={change('image')}
          disabled={setImage.isPending}
        />
        <ImagePicker
          label={t('images.background-image.label')}
          hint={t('images.background-image.hint')}
          value={location.backgroundImageUrl}
          onChange={change('background-image')}
          disabled={setImage.isPending}
        />
      </div>
    </section>
  );
}
