import type { TQuizResult, TSurveyPublic } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { contentLanguage } from '@/components/rating/content-language';
import { PageLoader } from '@/components/ui/PageLoader';
import { useErrorMessage } from '@/lib/errors';
import { quizPdfUrl, useQuizResult } from '../api/get-quiz-result';
import { EndCard } from './end-screens';
import { Icon } from './icons';
import { SurveyHeader } from './survey-header';

function Verdict({ result }: { result: TQuizResult }) {
  const { t } = useTranslation('guest-survey');
  if (result.passed === null) return null;
  return (
    <p className={`sa-verdict ${result.passed ? 'sa-verdict--passed' : 'sa-verdict--failed'}`}>
      <Icon name={result.passed ? 'check' : 'cross'} />
      {result.passed ? t('quiz.passed') : t('quiz.failed')}
    </p>
  );
}

function QuestionResults({ result, survey }: { result: TQuizResult; survey: TSurveyPublic }) {
  const { t } = useTranslation('guest-survey');
  if (!result.questions?.length) return null;
  const text = contentLanguage(survey.language);
  return (
    <section className="sa-card sa-answers" aria-labelledby="sa-answers-title">
      <h2 id="sa-answers-title" className="sa-answers__title">
        {t('quiz.answers')}
      </h2>
      <ol className="sa-answers__list">
        {result.questions.map((q) => (
          <li
            key={q.questionId}
            className={`sa-answer ${q.correct ? 'sa-answer--right' : 'sa-answer--wrong'}`}
          >
            <span className="sa-answer__mark">
              <Icon name={q.correct ? 'check' : 'cross'} />
            </span>
            <div className="sa-answer__body">
              <p className="sa-answer__question" {...text}>
                {q.title}
              </p>
              <p className="sa-answer__verdict">
                {q.correct ? t('quiz.right') : t('quiz.wrong')}
                {' · '}
                {t('quiz.points', { points: q.points, max: q.maxPoints })}
              </p>
              {!q.correct && q.correctAnswerLabels.length > 0 ? (
                <p className="sa-answer__key">
                  {t('quiz.rightAnswer')} <span {...text}>{q.correctAnswerLabels.join(', ')}</span>
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** The score, the percentage, passed or not against the pass mark, each answer, and the PDF. */
export function QuizResultView({ survey, result }: { survey: TSurveyPublic; result: TQuizResult }) {
  const { t } = useTranslation('guest-survey');
  const after = survey.content.settings.after.trim();
  const certificate = result.passed === true && (survey.content.quiz?.certificate ?? false);
  return (
    <>
      <EndCard icon="flag" title={t('quiz.title')}>
        {result.percent !== null ? (
          <p className="sa-score" aria-hidden="true">
            {t('quiz.percent', { percent: result.percent })}
          </p>
        ) : null}
        <Verdict result={result} />
        <ul className="sa-facts">
          {result.percent !== null ? (
            <li className="gl-visually-hidden">{t('quiz.percent', { percent: result.percent })}</li>
          ) : null}
          <li>{t('quiz.score', { points: result.points, max: result.maxPoints })}</li>
          <li>{t('quiz.correct', { correct: result.correctCount, total: result.scoredCount })}</li>
          {result.passMark !== null ? <li>{t('quiz.passMark', { mark: result.passMark })}</li> : null}
        </ul>
        {after ? (
          <p className="sa-end__text" {...contentLanguage(survey.language)}>
            {after}
          </p>
        ) : null}
        <a
          className="sa-button sa-button--secondary"
          href={result.pdfPath ?? quizPdfUrl(survey.slug)}
          download
        >
          <Icon name="download" />
          {certificate ? t('quiz.certificate') : t('quiz.pdf')}
        </a>
      </EndCard>
      <QuestionResults result={result} survey={survey} />
    </>
  );
}

/** A finished quiz: the result just returned, or the one the server keeps (after a reload). */
export function QuizResultScreen({ survey, result }: { survey: TSurveyPublic; result: TQuizResult | null }) {
  const { t } = useTranslation('common');
  const errorMessage = useErrorMessage();
  const stored = useQuizResult(survey.slug, result === null);
  const shown = result ?? stored.data;
  return (
    <>
      <SurveyHeader survey={survey} compact />
      {shown ? (
        <QuizResultView survey={survey} result={shown} />
      ) : stored.error ? (
        <EndCard icon="alert" title={t('error.loadFailed')}>
          <p className="sa-end__text">{errorMessage(stored.error)}</p>
          <button
            type="button"
            className="sa-button sa-button--primary"
            onClick={() => void stored.refetch()}
          >
            {t('actions.retry')}
          </button>
        </EndCard>
      ) : (
        <PageLoader />
      )}
    </>
  );
}
