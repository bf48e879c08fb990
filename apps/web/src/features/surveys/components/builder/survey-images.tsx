import type { TSurvey } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ImageFields } from '@/components/ui';
import { type SurveyImageKind, useSetSurveyImage } from '../../api/survey-image';

/** The logo above the form and the wide picture at its top, saved as soon as they are picked or removed. */
export function SurveyImages({ survey }: { survey: TSurvey }) {
  const { t } = useTranslation('surveys');
  const setImage = useSetSurveyImage(survey.kind, survey.slug);
  return (
    <ImageFields<SurveyImageKind>
      className="gl-survey-images"
      slots={[
        { kind: 'image-logo', label: t('images.logo'), hint: t('images.logoHint'), value: survey.logoUrl },
        {
          kind: 'image-header',
          label: t('images.header'),
          hint: t('images.headerHint'),
          value: survey.headerUrl,
        },
      ]}
      save={(kind, imageId) => setImage.mutateAsync({ kind, imageId })}
      saving={setImage.isPending}
      savedText={(kind, removed) => t(removed ? `images.${kind}.removed` : `images.${kind}.saved`)}
      failedText={t('images.failed')}
      bucket="surveys"
    />
  );
}
