import { enpsCategory, type TEnpsCategory, type TQuestionResult } from '@guestloop/contracts';
import { type ReactNode, useId } from 'react';
import { chartColors } from '@/lib/chart-colors';
import type { ResultsWords } from '../use-results-words';
import { EnpsGauge, enpsBand } from './enps-gauge';
import { ScoreCard } from './rate-card';

export interface EnpsCardProps {
  id: string;
  title: string;
  result: TQuestionResult;
  figures: ReactNode;
  words: ResultsWords;
}

const GROUPS = [
  { key: 'promoters', category: 'promoter' },
  { key: 'passives', category: 'passive' },
  { key: 'detractors', category: 'detractor' },
] as const;

/** The e-NPS question: the score on a gauge with its promoters, passives and detractors, then the 0–10 spread. */
export function EnpsCard({ id, title, result, figures, words }: EnpsCardProps) {
  const { t } = words;
  const headingId = useId();
  const colors = chartColors();
  const enps = result.enps;
  const total = enps ? enps.promoters + enps.passives + enps.detractors : 0;
  const score = enps && total > 0 ? enps.score : null;
  const colorOf = (value: number) => {
    const category = categoryOf(value);
    return category === 'promoter' ? colors.good : category === 'passive' ? colors.neutral : colors.bad;
  };
  return (
    <div className="gl-results-enps">
      <section className="gl-panel gl-results-card gl-results-enps__score" aria-labelledby={headingId}>
        <div className="gl-chart__head">
          <h2 id={headingId}>{title}</h2>
          <div className="gl-chart__actions">{figures}</div>
        </div>
        <div className="gl-results-enps__body">
          <div className="gl-results-enps__gauge">
            <EnpsGauge score={score} />
            <p className="gl-results-enps__figure">
              <span className="gl-results-enps__label">{t('enps.score')}</span>
              <span className={`gl-results-enps__value gl-results-enps__value--${enpsBand(score ?? 0)}`}>
                {score === null ? '—' : words.enps(score)}
              </span>
            </p>
          </div>
          <dl className="gl-results-enps__groups">
            {GROUPS.map(({ key, category }) => (
              <div key={key} className={`gl-results-enps__group gl-results-enps__group--${category}`}>
                <dt>{t(`enps.${key}`)}</dt>
                <dd>
                  <strong>{words.number(enps?.[key] ?? 0)}</strong>{' '}
                  <span className="gl-results-muted">{words.shareOf(enps?.[key] ?? 0, total)}</span>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <p className="gl-results-muted gl-results-enps__how">{t('enps.how')}</p>
      </section>
      <ScoreCard
        id={id}
        title={t('enps.spread')}
        result={result}
        figures={null}
        words={words}
        colorOf={colorOf}
        groupOf={(value) => t(`enps.${categoryOf(value)}`)}
      />
    </div>
  );
}

function categoryOf(value: number): TEnpsCategory {
  try {
    return enpsCategory(value);
  } catch {
    return 'detractor';
  }
}
