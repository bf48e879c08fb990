import type { TSurvey } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { type RefObject, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { surveysPath } from '../../paths';
import { DeleteSurveyDialog } from '../delete-survey-dialog';

/** Deleting the survey, its answers and saved progress: asks first, then goes back to the list. */
export function SurveyDangerZone({ survey, leaving }: { survey: TSurvey; leaving: RefObject<boolean> }) {
  const { t } = useTranslation('surveys');
  const navigate = useNavigate();
  const [asking, setAsking] = useState(false);
  return (
    <section className="gl-panel gl-survey-section gl-survey-danger" aria-labelledby="survey-danger">
      <h2 id="survey-danger">{t('delete.heading')}</h2>
      <div className="gl-survey-danger__row">
        <p>{t('delete.lead')}</p>
        <Button
          type="button"
          icon="pi pi-trash"
          severity="danger"
          label={t('delete.button')}
          onClick={() => setAsking(true)}
        />
      </div>
      <DeleteSurveyDialog
        kind={survey.kind}
        survey={asking ? survey : null}
        onClose={() => setAsking(false)}
        onDeleted={() => {
          leaving.current = true;
          navigate(surveysPath(survey.kind), { replace: true });
        }}
      />
    </section>
  );
}
