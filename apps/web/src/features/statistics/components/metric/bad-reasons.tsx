import type { TMetricQuestionRates } from '@guestloop/contracts';
import { Link } from 'react-router';
import type { RatingWords } from '../overview/rating-words';
import type { Figures } from '../use-figures';

/** The answers shown per question: the few named most in bad ratings. */
const SHOWN = 3;

/**
 * Why guests rated the metric badly: for each question, the answers its bad ratings chose most,
 * with the share of the bad ratings that chose each. Read before the charts, in words.
 */
export function BadReasons({
  questions,
  totalBad,
  badReviews,
  figures,
  words,
}: {
  questions: TMetricQuestionRates[];
  totalBad: number;
  badReviews: string;
  figures: Figures;
  words: RatingWords;
}) {
  const { t } = words;
  const named = questions
    .map((question) => ({
      question,
      answers: question.answers
        .filter((answer) => answer.bad > 0)
        .sort((a, b) => b.bad - a.bad)
        .slice(0, SHOWN),
    }))
    .filter((entry) => entry.answers.length > 0);
  const note =
    totalBad === 0
      ? t('metric.why.noBad')
      : questions.length === 0
        ? t('metric.why.noQuestions')
        : named.length === 0
          ? t('metric.why.noAnswers')
          : null;
  return (
    <section className="gl-panel gl-stats-why" aria-labelledby="stats-metric-why">
      <div className="gl-chart__head">
        <h2 id="stats-metric-why">{t('metric.why.title')}</h2>
        {totalBad > 0 ? (
          <Link className="gl-stats-link" to={badReviews}>
            {t('metric.badReviews', { n: figures.number(totalBad) })}
          </Link>
        ) : null}
      </div>
      {note ? (
        <p className="gl-stats-why__note">{note}</p>
      ) : (
        <>
          <p className="gl-stats-why__note">{t('metric.why.lead', { n: figures.number(totalBad) })}</p>
          <div className="gl-stats-why__questions">
            {named.map(({ question, answers }) => (
              <div key={question.id} className="gl-stats-why__question">
                <h3 dir="auto">{question.title}</h3>
                <ul className="gl-stats-why__answers">
                  {answers.map((answer) => {
                    const share = answer.bad / totalBad;
                    return (
                      <li key={answer.id} className="gl-stats-why__answer">
                        <span className="gl-stats-why__label" dir="auto">
                          {answer.label}
                        </span>
                        <strong className="gl-stats-why__share">
                          {t('metric.why.share', { share: figures.percent(share) })}
                        </strong>
                        <span className="gl-stats-muted">
                          {t('metric.why.of', {
                            n: figures.number(answer.bad),
                            total: figures.number(totalBad),
                          })}
                        </span>
                        <span className="gl-stats-why__bar" aria-hidden="true">
                          <span style={{ inlineSize: `${Math.round(share * 100)}%` }} />
                        </span>
                      </li>
                    );
                  })}
                </ul>
              </div>
            ))}
          </div>
        </>
      )}
    </section>
  );
}
