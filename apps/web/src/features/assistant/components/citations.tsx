import type { TAssistantCitation } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useConsoleDates } from '@/entities/company';
import { useCan } from '@/entities/permissions';
import { reviewPath } from '../paths';

const KIND_LABELS: Record<TAssistantCitation['kind'], string> = {
  review: 'sources.review',
  'menu-item': 'sources.menuItem',
  'survey-answer': 'sources.surveyAnswer',
  orders: 'sources.orders',
};

const SCALES: Record<NonNullable<TAssistantCitation['metricType']>, number> = { stars: 5, nps: 10, faces: 3 };

/** The sources an answer cites, numbered as its text cites them; a review opens in the inbox. */
export function Citations({ citations }: { citations: TAssistantCitation[] }) {
  const { t } = useTranslation('assistant');
  const dates = useConsoleDates();
  const readsReviews = useCan('reviews.manage');
  if (citations.length === 0) return null;
  return (
    <section className="gl-assistant__sources">
      <h2>{t('sources.title')}</h2>
      <ol>
        {citations.map((citation) => {
          const meta = [
            t(KIND_LABELS[citation.kind]),
            citation.score !== null && citation.metricType
              ? t('sources.score', { score: citation.score, max: SCALES[citation.metricType] })
              : null,
            citation.date ? dates.format(citation.date, 'date') : null,
            citation.locationName,
            citation.detail,
          ].filter(Boolean);
          return (
            <li key={citation.n} className="gl-assistant__source">
              <span className="gl-assistant__source-n" aria-hidden="true">
                {citation.n}
              </span>
              <div>
                <p className="gl-assistant__source-text" dir="auto">
                  {citation.kind === 'menu-item' ? citation.text : `“${citation.text}”`}
                </p>
                <p className="gl-assistant__source-meta">{meta.join(' · ')}</p>
                {citation.kind === 'review' && citation.id && readsReviews ? (
                  <Link className="gl-assistant__source-link" to={reviewPath(citation.id)}>
                    {t('sources.open')}
                    <span className="gl-visually-hidden"> ({citation.n})</span>
                  </Link>
                ) : null}
              </div>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
