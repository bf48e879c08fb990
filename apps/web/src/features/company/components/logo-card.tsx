import type { TStructure } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ImagePicker, type PickedImage } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useSetStructureLogo } from '../api/set-structure-logo';

/** The company logo: picked from an upload or the media library and saved at once. */
export function LogoCard({ structure, canEdit }: { structure: TStructure; canEdit: boolean }) {
  const { t } = useTranslation('company');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const setLogo = useSetStructureLogo();

  const onChange = async (image: PickedImage | null) => {
    try {
      await setLogo.mutateAsync({ imageId: image?.id ?? null });
      toast.success(image ? t('logo.saved') : t('logo.removed'));
    } catch (error) {
      toast.error(t('logo.failed'), errorMessage(error));
    }
  };

  return (
    <section className="gl-panel" aria-labelledby="company-logo">
      <h2 id="company-logo">{t('logo.title')}</h2>
      <p className="gl-panel__lead">{t('logo.lead')}</p>
      {canEdit ? (
        <ImagePicker
          label={t('logo.label')}
          value={structure.logoUrl}
          onChange={onChange}
          bucket="logos"
          disabled={setLogo.isPending}
        />
      ) : structure.logoUrl ? (
        <img className="gl-company-logo" src={structure.logoUrl} alt={t('logo.label')} />
      ) : (
        <p className="gl-company-muted">{t('logo.none')}</p>
      )}
    </section>
  );
}
