import type { TQuestionResult } from '@guestloop/contracts';
import type { ReactNode } from 'react';
import type { ResultsWords } from '../use-results-words';
import { ResultCard } from './result-card';

export interface PlainCardProps {
  title: string;
  result: TQuestionResult;
  figures: ReactNode;
  words: ResultsWords;
  answersHref: string | null;
}

/** A number question: the average of its answers, large. */
export function NumberCard({ title, result, figures, words, answersHref }: PlainCardProps) {
  const { t } = words;
  return (
    <ResultCard title={title} actions={figures}>
      {() => (
        <>
          <p className="gl-results-big">
            <span className="gl-results-big__label">{t('number.average')}</span>
            <span className="gl-results-big__value">
              {result.average === null ? '—' : words.decimal(result.average)}
            </span>
          </p>
          <AnswersLink href={answersHref} words={words} />
        </>
      )}
    </ResultCard>
  );
}

/** A question read only in the table of answers (e-mail, phone, link, date, time). */
export function TableOnlyCard({ title, figures, words, answersHref }: PlainCardProps) {
  return (
    <ResultCard title={title} actions={figures}>
      {() =>
        answersHref ? (
          <AnswersLink href={answersHref} words={words} />
        ) : (
          <p className="gl-results-muted">{words.t('card.noSummary')}</p>
        )
      }
    </ResultCard>
  );
}

/** The way from a card to the answers themselves, in the table below. */
export function AnswersLink({ href, words }: { href: string | null; words: ResultsWords }) {
  if (!href) return null;
  return (
    <p className="gl-chart__hint">
      <a className="gl-results-link" href={href}>
        {words.t('card.readAnswers')}
      </a>
    </p>
  );
}
