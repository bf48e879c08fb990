import type { TStructure } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ImageFields } from '@/components/ui';
import { useSetStructureLogo } from '../api/set-structure-logo';

/** The company logo: picked from an upload or the media library and saved at once. */
export function LogoCard({ structure, canEdit }: { structure: TStructure; canEdit: boolean }) {
  const { t } = useTranslation('company');
  const setLogo = useSetStructureLogo();
  return (
    <section className="gl-panel" aria-labelledby="company-logo">
      <h2 id="company-logo">{t('logo.title')}</h2>
      <p className="gl-panel__lead">{t('logo.lead')}</p>
      {canEdit ? (
        <ImageFields
          slots={[{ kind: 'logo', label: t('logo.label'), value: structure.logoUrl }]}
          bucket="logos"
          save={(_kind, imageId) => setLogo.mutateAsync({ imageId })}
          saving={setLogo.isPending}
          savedText={(_kind, removed) => (removed ? t('logo.removed') : t('logo.saved'))}
          failedText={t('logo.failed')}
        />
      ) : structure.logoUrl ? (
        <img className="gl-company-logo" src={structure.logoUrl} alt={t('logo.label')} />
      ) : (
        <p className="gl-company-muted">{t('logo.none')}</p>
      )}
    </section>
  );
}
