import type { TSurvey, TSurveyKind } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { BackLink, PageState, QueryState } from '@/components/ui';
import { Can, RequirePermission } from '@/entities/permissions';
import { contentTranslationsPath } from '@/lib/content-translations-path';
import { usePageTitle } from '@/lib/title';
import { useSurvey } from '../api/get-survey';
import { SURVEY_KIND_CONFIG } from '../kinds';
import { surveyResultsPath, surveysPath } from '../paths';
import { PublishSwitch } from './publish-switch';
import { ShareDialog } from './share/share-dialog';
import './surveys.css';

/**
 * The frame of a survey's builder: the permission of its kind, the survey of the address
 * (loading, failed, or gone), the way back, and the heading with publish, share and results.
 */
export function SurveyFrame({
  kind,
  children,
}: {
  kind: TSurveyKind;
  children: (survey: TSurvey) => ReactNode;
}) {
  return (
    <RequirePermission permission={SURVEY_KIND_CONFIG[kind].permission} namespace={`surveys`}>
      <SurveyLoader kind={kind}>{children}</SurveyLoader>
    </RequirePermission>
  );
}

function SurveyLoader({ kind, children }: { kind: TSurveyKind; children: (survey: TSurvey) => ReactNode }) {
  const { t } = useTranslation('surveys');
  const { slug = '' } = useParams();
  const query = useSurvey(kind, slug);
  usePageTitle(query.data?.title);
  const back = <BackLink to={surveysPath(kind)}>{t(`kinds.${kind}.back`)}</BackLink>;
  const missing = (
    <>
      {back}
      <PageState
        icon={SURVEY_KIND_CONFIG[kind].icon}
        title={t('builder.notFound')}
        message={t('builder.notFoundHint')}
      />
    </>
  );
  if (!query.data) {
    return (
      <QueryState
        query={query}
        loadingLabel={t('builder.loading')}
        errorTitle={t('builder.loadError')}
        aboveProblem={back}
        notFound={missing}
      />
    );
  }
  return (
    <>
      {back}
      <SurveyHeader survey={query.data} />
      {children(query.data)}
    </>
  );
}

function SurveyHeader({ survey }: { survey: TSurvey }) {
  const { t } = useTranslation('surveys');
  const [sharing, setSharing] = useState(false);
  return (
    <header className="gl-survey-header">
      <span className={`gl-survey-kind ${SURVEY_KIND_CONFIG[survey.kind].icon}`} aria-hidden="true" />
      <div className="gl-survey-header__text">
        <h1 dir="auto">{survey.title}</h1>
        <p className="gl-survey-muted">
          {t(`kinds.${survey.kind}.one`)} · <span dir="auto">{survey.locationName}</span> ·{' '}
          {t('list.answers', { count: survey.answersCount })} ·{' '}
          {t('list.started', { count: survey.statesCount })}
        </p>
      </div>
      <div className="gl-survey-header__side">
        <PublishSwitch survey={survey} />
        <Button
          type="button"
          icon="pi pi-share-alt"
          outlined
          label={t('share.button')}
          onClick={() => setSharing(true)}
        />
        <Link className="gl-survey-link" to={surveyResultsPath(survey.kind, survey.slug)}>
          <span className="pi pi-chart-bar" aria-hidden="true" />
          {t('list.results')}
        </Link>
        <Can permission="translations.manage">
          <Link className="gl-survey-link" to={contentTranslationsPath(survey.kind, survey.slug)}>
            <span className="pi pi-language" aria-hidden="true" />
            {t('translations:entry')}
          </Link>
        </Can>
      </div>
      <ShareDialog survey={sharing ? survey : null} onClose={() => setSharing(false)} />
    </header>
  );
}
