import type { TQuizParticipant, TSurvey } from '@guestloop/contracts';
import { Paginator } from 'primereact/paginator';
import { useState } from 'react';
import { QueryState } from '@/components/ui';
import { useParticipants } from '../api/get-quiz-analysis';
import { ANSWERS_PAGE_SIZE } from '../api/list-answers';
import { type ResultsFilter, toResultsQuery } from './filters';
import { ParticipantDialog } from './participant-dialog';
import { nameOf, passedText } from './quiz-words';
import type { ResultsWords } from './use-results-words';

export interface QuizParticipantsProps {
  survey: TSurvey;
  filter: ResultsFilter;
  page: number;
  onPage(page: number): void;
  words: ResultsWords;
}

/** Who took the quiz, with their points and whether they passed; a row opens their answers. */
export function QuizParticipants({ survey, filter, page, onPage, words }: QuizParticipantsProps) {
  const { t } = words;
  const participants = useParticipants(survey.slug, { ...toResultsQuery(filter), page });
  const [open, setOpen] = useState<TQuizParticipant | null>(null);
  return (
    <section id="answers" className="gl-panel gl-results-answers" aria-labelledby="results-participants">
      <h2 id="results-participants">{t('quiz.participants')}</h2>
      <QueryState query={participants} loadingLabel={t('loading')} errorTitle={t('loadError')}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="gl-results-muted">{t('answers.none')}</p>
          ) : (
            <>
              <div className="gl-results-answers__scroll" aria-busy={participants.isFetching || undefined}>
                <table className="gl-data-table">
                  <caption className="gl-visually-hidden">{t('quiz.participants')}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t('quiz.participant')}</th>
                      <th scope="col">{t('answers.finished')}</th>
                      <th scope="col" className="gl-data-table__num">
                        {t('answers.points')}
                      </th>
                      <th scope="col" className="gl-data-table__num">
                        {t('quiz.percent')}
                      </th>
                      <th scope="col">{t('answers.passed')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {data.items.map((person) => (
                      <tr key={person.answerId}>
                        <th scope="row">
                          <button
                            type="button"
                            className="gl-results-answers__open"
                            onClick={() => setOpen(person)}
                            aria-label={t('quiz.open', { who: nameOf(person, words) })}
                          >
                            <span dir="auto">{nameOf(person, words)}</span>
                          </button>
                          {person.name && person.email ? (
                            <span className="gl-results-muted gl-results-answers__email" dir="ltr">
                              {person.email}
                            </span>
                          ) : null}
                        </th>
                        <td>{words.dateTime(person.finishedAt)}</td>
                        <td className="gl-data-table__num">
                          {`${words.number(person.points)} / ${words.number(person.maxPoints)}`}
                        </td>
                        <td className="gl-data-table__num">
                          {person.percent === null ? '—' : words.percent(person.percent)}
                        </td>
                        <td>
                          <span className={passClass(person.passed)}>{passedText(person.passed, words)}</span>
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              {data.total > ANSWERS_PAGE_SIZE ? (
                <Paginator
                  className="gl-results-paginator"
                  first={(page - 1) * ANSWERS_PAGE_SIZE}
                  rows={ANSWERS_PAGE_SIZE}
                  totalRecords={data.total}
                  onPageChange={(event) => onPage(event.page + 1)}
                  template="PrevPageLink PageLinks NextPageLink CurrentPageReport"
                  currentPageReportTemplate={t('answers.pageReport')}
                />
              ) : null}
            </>
          )
        }
      </QueryState>
      <ParticipantDialog survey={survey} participant={open} onClose={() => setOpen(null)} words={words} />
    </section>
  );
}

const passClass = (passed: boolean | null) =>
  passed === null
    ? ''
    : passed
      ? 'gl-results-pass gl-results-pass--yes'
      : 'gl-results-pass gl-results-pass--no';
