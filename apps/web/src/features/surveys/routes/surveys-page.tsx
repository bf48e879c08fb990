import type { TSurvey, TSurveyKind } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { EmptyState, QueryState } from '@/components/ui';
import { RequirePermission } from '@/entities/permissions';
import { useToast } from '@/lib/toast';
import { useSurveyList } from '../api/list-surveys';
import { CreateSurveyDialog } from '../components/list/create-survey-dialog';
import { SurveyCards } from '../components/list/survey-cards';
import { useIsolate } from '../components/use-isolate';
import { SURVEY_KIND_CONFIG } from '../kinds';
import { surveyPath } from '../paths';
import '../components/surveys.css';

/** /user/app/surveys, /e-nps, /quizzes: the company's surveys of the kind, and "New …". */
export function SurveysPage({ kind }: { kind: TSurveyKind }) {
  const { t } = useTranslation('surveys');
  return (
    <RequirePermission permission={SURVEY_KIND_CONFIG[kind].permission} namespace="surveys">
      <header className="gl-page-header">
        <h1 id="surveys-heading">{t(`kinds.${kind}.heading`)}</h1>
        <p>{t(`kinds.${kind}.lead`)}</p>
      </header>
      <SurveysBody kind={kind} />
    </RequirePermission>
  );
}

function SurveysBody({ kind }: { kind: TSurveyKind }) {
  const { t } = useTranslation('surveys');
  const toast = useToast();
  const navigate = useNavigate();
  const surveys = useSurveyList(kind);
  const isolate = useIsolate();
  const [creating, setCreating] = useState(false);

  if (!surveys.data)
    return (
      <QueryState
        query={surveys}
        loadingLabel={t('list.loading')}
        errorTitle={t(`kinds.${kind}.loadError`)}
      />
    );

  const onCreated = (survey: TSurvey) => {
    setCreating(false);
    toast.success(t('create.done', { title: isolate(survey.title) }));
    navigate(surveyPath(survey.kind, survey.slug));
  };
  const createButton = (
    <Button
      type="button"
      icon="pi pi-plus"
      label={t(`kinds.${kind}.create`)}
      onClick={() => setCreating(true)}
    />
  );
  const items = surveys.data.items;

  return (
    <>
      {items.length === 0 ? (
        <div className="gl-panel">
          <EmptyState
            icon={SURVEY_KIND_CONFIG[kind].icon}
            title={t(`kinds.${kind}.emptyTitle`)}
            message={t(`kinds.${kind}.emptyMessage`)}
            action={createButton}
          />
        </div>
      ) : (
        <section className="gl-panel" aria-labelledby="surveys-heading">
          <div className="gl-survey-toolbar">
            <p className="gl-survey-muted">{t('list.total', { count: items.length })}</p>
            {createButton}
          </div>
          <SurveyCards kind={kind} surveys={items} labelledBy="surveys-heading" />
        </section>
      )}
      <CreateSurveyDialog
        kind={kind}
        visible={creating}
        onClose={() => setCreating(false)}
        onCreated={onCreated}
      />
    </>
  );
}
