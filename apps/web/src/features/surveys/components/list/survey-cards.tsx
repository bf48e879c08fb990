import type { TSurveyKind, TSurveyListItem } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleDates } from '@/entities/company';
import { formatDate } from '@/lib/date-format';
import { SURVEY_KIND_CONFIG } from '../../kinds';
import { surveyPath, surveyResultsPath } from '../../paths';
import { DeleteSurveyDialog } from '../delete-survey-dialog';
import { PublishSwitch } from '../publish-switch';
import { ShareDialog } from '../share/share-dialog';

/** The kind's surveys as cards: the title opens the builder; share, results and delete beside it. */
export function SurveyCards({
  kind,
  surveys,
  labelledBy,
}: {
  kind: TSurveyKind;
  surveys: TSurveyListItem[];
  labelledBy: string;
}) {
  const [deleting, setDeleting] = useState<TSurveyListItem | null>(null);
  // The survey's current row, so publishing from the dialog shows at once.
  const [sharingId, setSharingId] = useState<string | null>(null);
  const sharing = surveys.find((survey) => survey.id === sharingId) ?? null;
  return (
    <>
      <ul className="gl-survey-cards" aria-labelledby={labelledBy}>
        {surveys.map((survey) => (
          <SurveyCard
            key={survey.id}
            survey={survey}
            onShare={() => setSharingId(survey.id)}
            onDelete={() => setDeleting(survey)}
          />
        ))}
      </ul>
      <ShareDialog survey={sharing} onClose={() => setSharingId(null)} />
      <DeleteSurveyDialog kind={kind} survey={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}

function SurveyCard({
  survey,
  onShare,
  onDelete,
}: {
  survey: TSurveyListItem;
  onShare: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('surveys');
  const dates = useConsoleDates();
  return (
    <li className="gl-survey-card">
      <span className={`gl-survey-kind ${SURVEY_KIND_CONFIG[survey.kind].icon}`} aria-hidden="true" />
      <div className="gl-survey-card__body">
        <div className="gl-survey-card__top">
          <Link to={surveyPath(survey.kind, survey.slug)} className="gl-survey-card__title" dir="auto">
            {survey.title}
          </Link>
          <PublishSwitch survey={survey} compact />
        </div>
        <dl className="gl-survey-card__facts">
          <div>
            <dt>{t('list.location')}</dt>
            <dd dir="auto">{survey.locationName}</dd>
          </div>
          <div>
            <dt>{t('list.questionsLabel')}</dt>
            <dd>{survey.questionsCount}</dd>
          </div>
          <div>
            <dt>{t('list.answersLabel')}</dt>
            <dd>{survey.answersCount}</dd>
          </div>
          <div>
            <dt>{t('list.startedLabel')}</dt>
            <dd>{survey.statesCount}</dd>
          </div>
          <div>
            <dt>{t('list.lastAnswer')}</dt>
            <dd>
              {survey.lastAnswerAt ? (
                <time dateTime={survey.lastAnswerAt}>{dates.when(survey.lastAnswerAt)}</time>
              ) : (
                t('list.noAnswers')
              )}
            </dd>
          </div>
          {survey.expiresOn ? (
            <div>
              <dt>{t('list.expires')}</dt>
              <dd>
                <time dateTime={survey.expiresOn}>
                  {/* A calendar day: written as it is, wherever the venue's clock is. */}
                  {formatDate(`${survey.expiresOn}T12:00:00Z`, 'date', {
                    ...dates.settings,
                    timeZone: 'UTC',
                  })}
                </time>
              </dd>
            </div>
          ) : null}
        </dl>
        <div className="gl-survey-card__actions">
          <Link
            className="gl-survey-link"
            to={surveyPath(survey.kind, survey.slug)}
            aria-label={t('list.editOf', { title: survey.title })}
          >
            <span className="pi pi-pencil" aria-hidden="true" />
            {t('list.edit')}
          </Link>
          <Link
            className="gl-survey-link"
            to={surveyResultsPath(survey.kind, survey.slug)}
            aria-label={t('list.resultsOf', { title: survey.title })}
          >
            <span className="pi pi-chart-bar" aria-hidden="true" />
            {t('list.results')}
          </Link>
          <button
            type="button"
            className="gl-survey-link gl-survey-link--button"
            aria-label={t('list.shareOf', { title: survey.title })}
            onClick={onShare}
          >
            <span className="pi pi-share-alt" aria-hidden="true" />
            {t('share.button')}
          </button>
          <Button
            type="button"
            icon="pi pi-trash"
            text
            rounded
            severity="danger"
            className="gl-survey-card__delete"
            aria-label={t('list.deleteOf', { title: survey.title })}
            title={t('delete.confirm')}
            onClick={onDelete}
          />
        </div>
      </div>
    </li>
  );
}
