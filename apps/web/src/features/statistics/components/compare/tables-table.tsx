import type { TComparedTable, TRatingScale } from '@guestloop/contracts';
import type { RatingWords } from '../overview/rating-words';
import type { Figures } from '../use-figures';

/** Tables or waiters compared: ratings, average and bad ones, most rated first. */
export function TablesTable({
  id,
  title,
  nameLabel,
  rows,
  scale,
  figures,
  words,
}: {
  id: string;
  title: string;
  nameLabel: string;
  rows: TComparedTable[];
  scale: TRatingScale;
  figures: Figures;
  words: RatingWords;
}) {
  const { t } = words;
  const sorted = [...rows].sort((a, b) => b.count - a.count);
  return (
    <section className="gl-panel" aria-labelledby={id}>
      <h3 id={id}>{title}</h3>
      {sorted.length === 0 ? (
        <p className="gl-chart__muted">{t('compare.noneRated')}</p>
      ) : (
        <div className="gl-chart__table">
          <table className="gl-data-table">
            <thead>
              <tr>
                <th scope="col">{nameLabel}</th>
                <th scope="col" className="gl-data-table__num">
                  {t('ratings.count')}
                </th>
                <th scope="col" className="gl-data-table__num">
                  {t('ratings.average')}
                </th>
                <th scope="col" className="gl-data-table__num">
                  {t('outcome.bad')}
                </th>
              </tr>
            </thead>
            <tbody>
              {sorted.map((row) => (
                <tr key={row.id}>
                  <th scope="row">{row.name}</th>
                  <td className="gl-data-table__num">{figures.number(row.count)}</td>
                  <td className="gl-data-table__num">{words.average(row.average, scale)}</td>
                  <td className="gl-data-table__num">{figures.number(row.bad)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
