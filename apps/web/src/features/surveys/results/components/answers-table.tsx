import type { TSurveyAnswerRow, TSurveyQuestion } from '@guestloop/contracts';
import { Paginator } from 'primereact/paginator';
import { answerText } from './answer-values';
import { isolated } from './display-kind';
import { passedText } from './quiz-words';
import type { ResultsWords } from './use-results-words';

export interface AnswersTableProps {
  questions: readonly TSurveyQuestion[];
  rows: readonly TSurveyAnswerRow[];
  total: number;
  page: number;
  pageSize: number;
  /** Quizzes: each answer's points and whether it passed. */
  quiz: boolean;
  loading: boolean;
  onPage(page: number): void;
  onOpen(row: TSurveyAnswerRow): void;
  words: ResultsWords;
}

/** One page of the finished answers: a row each, a column per question; a row's date opens it whole. */
export function AnswersTable({
  questions,
  rows,
  total,
  page,
  pageSize,
  quiz,
  loading,
  onPage,
  onOpen,
  words,
}: AnswersTableProps) {
  const { t } = words;
  return (
    <>
      <div className="gl-results-answers__scroll" aria-busy={loading || undefined}>
        <table className="gl-data-table gl-results-answers__table">
          <caption className="gl-visually-hidden">{t('answers.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('answers.finished')}</th>
              {quiz ? (
                <>
                  <th scope="col" className="gl-data-table__num">
                    {t('answers.points')}
                  </th>
                  <th scope="col">{t('answers.passed')}</th>
                </>
              ) : null}
              {questions.map((question, index) => (
                <th key={question.id} scope="col" className="gl-results-answers__question">
                  {`${index + 1}. ${isolated(question.title)}`}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  <button
                    type="button"
                    className="gl-results-answers__open"
                    onClick={() => onOpen(row)}
                    aria-label={t('answers.open', { when: words.dateTime(row.finishedAt) })}
                  >
                    {words.dateTime(row.finishedAt)}
                  </button>
                </th>
                {quiz ? (
                  <>
                    <td className="gl-data-table__num">
                      {row.quiz
                        ? `${words.number(row.quiz.points)} / ${words.number(row.quiz.maxPoints)}`
                        : ''}
                    </td>
                    <td>{passedText(row.quiz?.passed ?? null, words)}</td>
                  </>
                ) : null}
                {questions.map((question) => (
                  <td key={question.id} dir="auto" className="gl-results-answers__value">
                    {answerText(question, row.answers[question.id], words)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {total > pageSize ? (
        <Paginator
          className="gl-results-paginator"
          first={(page - 1) * pageSize}
          rows={pageSize}
          totalRecords={total}
          onPageChange={(event) => onPage(event.page + 1)}
          template="PrevPageLink PageLinks NextPageLink CurrentPageReport"
          currentPageReportTemplate={t('answers.pageReport')}
        />
      ) : null}
    </>
  );
}
