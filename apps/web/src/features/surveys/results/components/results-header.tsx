import type { TSurvey } from '@guestloop/contracts';
import type { ReactNode } from 'react';
import type { ResultsWords } from './use-results-words';

export interface ResultsHeaderProps {
  survey: TSurvey;
  /** The filtered totals; null while they load, or while an e-NPS survey's figures are hidden. */
  totals: { answers: number; started: number } | null;
  /** The page's actions (downloads, deletions). */
  actions?: ReactNode;
  words: ResultsWords;
}

/** The survey's title and location, how many finished and how many started without finishing. */
export function ResultsHeader({ survey, totals, actions, words }: ResultsHeaderProps) {
  const { t } = words;
  return (
    <header className="gl-page-header gl-results-header">
      <div className="gl-results-header__text">
        <p className="gl-results-header__kind">
          {t(`kind.${survey.kind}`)} · <span dir="auto">{survey.locationName}</span>
        </p>
        <h1 dir="auto">{survey.title}</h1>
        {totals ? (
          <dl className="gl-results-totals">
            <div>
              <dt>{t('totals.answers')}</dt>
              <dd>{words.number(totals.answers)}</dd>
            </div>
            <div>
              <dt>{t('totals.started')}</dt>
              <dd>{words.number(totals.started)}</dd>
            </div>
          </dl>
        ) : null}
      </div>
      {actions ? <div className="gl-results-header__actions">{actions}</div> : null}
    </header>
  );
}
