import type { TComparedPlace, TRatingFigures, TRatingScale } from '@guestloop/contracts';
import { Link } from 'react-router';
import { reviewsLink } from '../drill-down';
import type { Period, StatsFilter } from '../filters';
import type { RatingWords } from '../overview/rating-words';
import type { Figures } from '../use-figures';

interface Row {
  key: string;
  name: string;
  /** The location whose reviews the row opens. */
  location: string;
  depth: number;
  figures: TRatingFigures;
}

/** Compared places as a table, nested as in the company's tree; a name opens its reviews. */
export function PlacesTable({
  caption,
  places,
  direct,
  scale,
  period,
  filter,
  figures,
  words,
}: {
  caption: string;
  places: TComparedPlace[];
  /** A location's ratings given at none of its sub-locations (shown under it). */
  direct?: { figures: TRatingFigures } | null;
  scale: TRatingScale;
  period: Period;
  filter: StatsFilter;
  figures: Figures;
  words: RatingWords;
}) {
  const { t } = words;
  const showNps = places.some((p) => p.figures.nps !== null);
  const showCsat = places.some((p) => p.figures.csat !== null);
  const [head, ...rest] = places;
  // The location's own ratings sit under it when it has sub-locations to tell them from.
  const rows: Row[] = places.map((place) => ({
    key: place.id,
    name: place.name,
    location: place.id,
    depth: place.depth,
    figures: place.figures,
  }));
  if (head && direct && rest.length > 0) {
    rows.splice(1, 0, {
      key: 'direct',
      name: t('compare.direct'),
      location: head.id,
      depth: head.depth + 1,
      figures: direct.figures,
    });
  }
  return (
    <div className="gl-chart__table">
      <table className="gl-data-table">
        <caption className="gl-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('table.location')}</th>
            <th scope="col" className="gl-data-table__num">
              {t('ratings.count')}
            </th>
            <th scope="col" className="gl-data-table__num">
              {t('ratings.average')}
            </th>
            {showNps ? (
              <th scope="col" className="gl-data-table__num">
                {t('ratings.nps')}
              </th>
            ) : null}
            {showCsat ? (
              <th scope="col" className="gl-data-table__num">
                {t('ratings.csat')}
              </th>
            ) : null}
            <th scope="col" className="gl-data-table__num">
              {t('ratings.badShare')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const { figures: f } = row;
            const to =
              f.count > 0
                ? reviewsLink(
                    { ...period, location: row.location },
                    { locations: [], metrics: filter.metrics },
                  )
                : null;
            return (
              <tr key={row.key}>
                <th scope="row" style={{ paddingInlineStart: `${0.375 + row.depth}rem` }}>
                  {to ? (
                    <Link className="gl-stats-link" to={to}>
                      {row.name}
                    </Link>
                  ) : (
                    row.name
                  )}
                </th>
                <td className="gl-data-table__num">{figures.number(f.count)}</td>
                <td className="gl-data-table__num">{words.average(f.average, scale)}</td>
                {showNps ? (
                  <td className="gl-data-table__num">
                    {f.nps === null ? '—' : figures.change(Math.round(f.nps))}
                  </td>
                ) : null}
                {showCsat ? (
                  <td className="gl-data-table__num">
                    {f.csat === null ? '—' : figures.percent(f.csat / 100)}
                  </td>
                ) : null}
                <td className="gl-data-table__num">{f.count ? figures.percent(f.bad / f.count) : '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
