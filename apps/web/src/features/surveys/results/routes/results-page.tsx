import type { TSurvey, TSurveyKind } from '@guestloop/contracts';
import { Link, useParams } from 'react-router';
import { BackLink, EmptyState, QueryState } from '@/components/ui';
import { RequirePermission } from '@/entities/permissions';
import { usePageTitle } from '@/lib/title';
import { useSurvey } from '../api/get-survey';
import { listPath, RESULTS_KINDS } from '../api/kinds';
import { AnswersSection } from '../components/answers-section';
import { EnpsBreakdown } from '../components/enps-breakdown';
import { EnpsHidden } from '../components/enps-hidden';
import { isFiltered, NO_FILTER, toResultsQuery } from '../components/filters';
import { NoAnswers } from '../components/no-answers';
import { periodLine } from '../components/period-line';
import { ProgressCard } from '../components/progress-card';
import { QuestionList } from '../components/question-list';
import { QuizOverview } from '../components/quiz-overview';
import { QuizParticipants } from '../components/quiz-participants';
import { ResultsActions } from '../components/results-actions';
import { ResultsHeader } from '../components/results-header';
import { ResultsToolbar } from '../components/results-toolbar';
import { useResultsFilters } from '../components/use-results-filters';
import { type ResultsWords, useResultsWords } from '../components/use-results-words';
import { isQuizAnalysis, useSummary } from '../components/use-summary';
import '../components/results.css';

/** /user/app/surveys/:slug/results */
export const SurveyResultsPage = () => <ResultsPage kind="survey" />;
/** /user/app/e-nps/:slug/results */
export const EnpsResultsPage = () => <ResultsPage kind="enps" />;
/** /user/app/quizzes/:slug/results */
export const QuizResultsPage = () => <ResultsPage kind="quiz" />;

function ResultsPage({ kind }: { kind: TSurveyKind }) {
  return (
    <RequirePermission
      permission={RESULTS_KINDS[kind].permission}
      namespace="survey-results-page"
      backToDashboard
    >
      <Results kind={kind} />
    </RequirePermission>
  );
}

function Results({ kind }: { kind: TSurveyKind }) {
  const { slug = '' } = useParams();
  const words = useResultsWords();
  const { t } = words;
  const survey = useSurvey(kind, slug);
  usePageTitle(survey.data?.title);
  const back = <BackLink to={listPath(kind)}>{t(`back.${kind}`)}</BackLink>;
  return (
    <div className="gl-results">
      {back}
      <QueryState
        query={survey}
        loadingLabel={t('loading')}
        errorTitle={t('loadError')}
        notFound={
          <div className="gl-panel">
            <EmptyState
              level={1}
              icon="pi pi-search"
              title={t(`notFound.${kind}`)}
              message={t('notFound.message')}
              action={
                <Link className="p-button p-button-outlined gl-link-button" to={listPath(kind)}>
                  {t(`back.${kind}`)}
                </Link>
              }
            />
          </div>
        }
      >
        {(data) => <ResultsBody survey={data} words={words} />}
      </QueryState>
    </div>
  );
}

function ResultsBody({ survey, words }: { survey: TSurvey; words: ResultsWords }) {
  const { t } = words;
  const { filter, page, setFilter, setPage } = useResultsFilters();
  const query = toResultsQuery(filter);
  const summary = useSummary(survey.kind, survey.slug, query);
  const shown = summary.data && !summary.data.hidden ? summary.data : null;
  return (
    <>
      <ResultsHeader
        survey={survey}
        totals={shown ? { answers: shown.answers, started: shown.started } : null}
        words={words}
        actions={
          <ResultsActions
            kind={survey.kind}
            slug={survey.slug}
            query={query}
            canExport={shown !== null && shown.answers > 0}
            hasAnswers={survey.answersCount > 0}
            hasUnfinished={survey.statesCount > 0}
            words={words}
          />
        }
      />
      <ResultsToolbar value={filter} onChange={setFilter} words={words} />
      <p className="gl-results-period" aria-live="polite">
        {periodLine(filter, words)}
      </p>
      <ProgressCard survey={survey} filter={filter} words={words} />
      <div className="gl-results-body" aria-busy={summary.isFetching}>
        <QueryState query={summary} loadingLabel={t('loading')} errorTitle={t('loadError')}>
          {(data) => {
            if (data.hidden)
              return (
                <EnpsHidden
                  threshold={data.threshold}
                  share={survey.answersCount === 0 && survey.isActive ? survey.publicPath : null}
                  onClear={isFiltered(filter) ? () => setFilter(NO_FILTER) : null}
                  words={words}
                />
              );
            if (data.answers === 0)
              return (
                <NoAnswers
                  survey={survey}
                  filtered={isFiltered(filter)}
                  onClear={() => setFilter(NO_FILTER)}
                  words={words}
                />
              );
            return (
              <>
                {isQuizAnalysis(data) ? <QuizOverview analysis={data} words={words} /> : null}
                <QuestionList survey={survey} summary={data} words={words} />
                {survey.kind === 'enps' ? (
                  <EnpsBreakdown
                    slug={survey.slug}
                    questions={survey.content.questions}
                    query={query}
                    words={words}
                  />
                ) : null}
                {survey.kind === 'survey' ? (
                  <AnswersSection
                    survey={survey}
                    filter={filter}
                    page={page}
                    onPage={setPage}
                    words={words}
                  />
                ) : null}
                {survey.kind === 'quiz' ? (
                  <QuizParticipants
                    survey={survey}
                    filter={filter}
                    page={page}
                    onPage={setPage}
                    words={words}
                  />
                ) : null}
              </>
            );
          }}
        </QueryState>
      </div>
    </>
  );
}
