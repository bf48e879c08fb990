import type { TSurvey, TSurveyAnswerRow } from '@guestloop/contracts';
import { useState } from 'react';
import { QueryState } from '@/components/ui';
import { ANSWERS_PAGE_SIZE, useAnswers } from '../api/list-answers';
import { AnswerDialog } from './answer-dialog';
import { AnswersTable } from './answers-table';
import { type ResultsFilter, toResultsQuery } from './filters';
import type { ResultsWords } from './use-results-words';

export interface AnswersSectionProps {
  survey: TSurvey;
  filter: ResultsFilter;
  page: number;
  onPage(page: number): void;
  words: ResultsWords;
}

/** Every finished answer of the filters, a page at a time; one opens whole in a dialog. */
export function AnswersSection({ survey, filter, page, onPage, words }: AnswersSectionProps) {
  const { t } = words;
  const answers = useAnswers(survey.kind, survey.slug, { ...toResultsQuery(filter), page });
  const [open, setOpen] = useState<TSurveyAnswerRow | null>(null);
  return (
    <section id="answers" className="gl-panel gl-results-answers" aria-labelledby="results-answers">
      <h2 id="results-answers">{t('answers.title')}</h2>
      <QueryState query={answers} loadingLabel={t('loading')} errorTitle={t('loadError')}>
        {(data) =>
          data.items.length === 0 ? (
            <p className="gl-results-muted">{t('answers.none')}</p>
          ) : (
            <AnswersTable
              questions={survey.content.questions}
              rows={data.items}
              total={data.total}
              page={page}
              pageSize={ANSWERS_PAGE_SIZE}
              quiz={survey.kind === 'quiz'}
              loading={answers.isFetching}
              onPage={onPage}
              onOpen={setOpen}
              words={words}
            />
          )
        }
      </QueryState>
      <AnswerDialog survey={survey} row={open} onClose={() => setOpen(null)} words={words} />
    </section>
  );
}
