import type { TQuestionResult } from '@guestloop/contracts';
import type { ReactNode } from 'react';
import type { ResultsWords } from '../use-results-words';
import { AnswersLink } from './plain-card';
import { ResultCard } from './result-card';
import { WordCloud } from './word-cloud';

export interface CloudCardProps {
  title: string;
  result: TQuestionResult;
  figures: ReactNode;
  words: ResultsWords;
  /** Where the answers themselves are read (the table of answers), when the page has one. */
  answersHref: string | null;
}

/** A free-text question: the words its answers used most, as a cloud or as a table of counts. */
export function CloudCard({ title, result, figures, words, answersHref }: CloudCardProps) {
  const { t } = words;
  const list = [...(result.words ?? [])].sort((a, b) => b.count - a.count);
  return (
    <ResultCard
      title={title}
      actions={figures}
      tableViewLabel={list.length > 0 ? t('tableView') : undefined}
      className="gl-results-card--cloud"
    >
      {(asTable) =>
        list.length === 0 ? (
          <p className="gl-results-muted">{t('cloud.none')}</p>
        ) : asTable ? (
          <div className="gl-chart__table">
            <table className="gl-data-table">
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{t('cloud.word')}</th>
                  <th scope="col" className="gl-data-table__num">
                    {t('cloud.count')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.map((entry) => (
                  <tr key={entry.word}>
                    <th scope="row" dir="auto">
                      {entry.word}
                    </th>
                    <td className="gl-data-table__num">{words.number(entry.count)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <>
            <WordCloud
              words={list}
              locale={words.locale}
              label={t('cloud.label')}
              countLabel={(count) => t('cloud.used', { n: words.number(count) })}
            />
            <AnswersLink href={answersHref} words={words} />
          </>
        )
      }
    </ResultCard>
  );
}
