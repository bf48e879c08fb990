import type { TQuizAnalysis } from '@guestloop/contracts';
import { ChartPanel } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import { barsHeight, wrapLabel } from '@/lib/chart-labels';
import { isolated } from './display-kind';
import type { ResultsWords } from './use-results-words';

/** A quiz's totals (pass mark, average, passed and failed) and the share of right answers per question. */
export function QuizOverview({ analysis, words }: { analysis: TQuizAnalysis; words: ResultsWords }) {
  const { t } = words;
  const colors = chartColors();
  const { quiz } = analysis;
  const scored = analysis.questions.filter((question) => question.correctShare !== null);
  const hardest = scored.reduce<(typeof scored)[number] | null>(
    (low, question) =>
      low === null || (question.correctShare ?? 0) < (low.correctShare ?? 0) ? question : low,
    null,
  );
  const numberOf = (questionId: string) =>
    analysis.questions.findIndex((q) => q.questionId === questionId) + 1;
  const label = (question: (typeof scored)[number]) => `${numberOf(question.questionId)}. ${question.title}`;
  return (
    <>
      <dl className="gl-results-cards">
        <div className="gl-panel gl-results-stat">
          <dt>{t('quiz.average')}</dt>
          <dd>{quiz.averagePercent === null ? '—' : words.percent(quiz.averagePercent)}</dd>
        </div>
        <div className="gl-panel gl-results-stat">
          <dt>{t('quiz.passed')}</dt>
          <dd>{words.number(quiz.passed)}</dd>
        </div>
        <div className="gl-panel gl-results-stat">
          <dt>{t('quiz.failed')}</dt>
          <dd>{words.number(quiz.failed)}</dd>
        </div>
        <div className="gl-panel gl-results-stat">
          <dt>{t('quiz.passMark')}</dt>
          <dd>{quiz.passMark === null ? t('quiz.noPassMark') : words.percent(quiz.passMark)}</dd>
        </div>
      </dl>
      {scored.length > 0 ? (
        <ChartPanel
          id="results-quiz-right"
          title={t('quiz.rightTitle')}
          summary={
            hardest
              ? t('quiz.rightSummary', {
                  question: isolated(label(hardest)),
                  share: words.percent(hardest.correctShare ?? 0),
                })
              : t('card.noAnswers')
          }
          type="bar"
          height={barsHeight(scored.length)}
          data={{
            labels: scored.map((question) => wrapLabel(label(question), 28)),
            datasets: [
              {
                label: t('card.right'),
                data: scored.map((question) => question.correctShare),
                backgroundColor: colors.good,
              },
            ],
          }}
          options={{
            indexAxis: 'y',
            maintainAspectRatio: false,
            plugins: { legend: { display: false } },
            scales: {
              x: {
                min: 0,
                max: 100,
                ticks: {
                  color: colors.text,
                  callback: (value: number | string) => words.percent(Number(value)),
                },
                grid: { color: colors.grid },
              },
              y: { ticks: { color: colors.text }, grid: { display: false } },
            },
          }}
          loadingLabel={t('chartLoading')}
          tableViewLabel={t('tableView')}
          table={
            <table className="gl-data-table">
              <caption>{t('quiz.rightTitle')}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('quiz.question')}</th>
                  <th scope="col" className="gl-data-table__num">
                    {t('card.answered')}
                  </th>
                  <th scope="col" className="gl-data-table__num">
                    {t('card.right')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {scored.map((question) => (
                  <tr key={question.questionId}>
                    <th scope="row">{isolated(label(question))}</th>
                    <td className="gl-data-table__num">{words.number(question.answered)}</td>
                    <td className="gl-data-table__num">{words.percent(question.correctShare ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          }
        />
      ) : null}
    </>
  );
}
