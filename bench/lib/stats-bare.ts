// The statistics bench's baseline: the figures of the console's Statistics overview computed
// straight from the raw ratings, one aggregate query per call the overview makes (headline with
// the period before, score trend, review counts, location grades, metric table, 7×24 heat map),
// on the same database and its indexes, without the rollups. Each query groups what the figures
// need (by type, score, outcome, bucket, place, metric or hour) on the company's clock; what is
// left (averages, shares, the location tree) is a few rows of arithmetic.
import type pg from 'pg';

export interface OverviewPeriod {
  from: string;
  to: string;
  granularity: 'day' | 'week' | 'month';
}

const COUNTS = `(r.verification = 'none' or r.verified_at is not null)`;
/** The period and the one of equal length before it, as instants on the company's clock. */
const BOUNDS = `
  with b as (
    select s.time_zone as tz,
      ($2::date)::timestamp at time zone s.time_zone as cur_start,
      ($3::date + 1)::timestamp at time zone s.time_zone as end_at,
      ($2::date - ($3::date - $2::date + 1))::timestamp at time zone s.time_zone as prev_start
    from structures s where s.id = $1
  )`;

const QUERIES = {
  headline: `${BOUNDS}
    select r.created_at >= b.cur_start as current, m.type, r.score, r.outcome, count(*)::int as n
    from ratings r join metrics m on m.id = r.metric_id, b
    where r.structure_id = $1 and r.created_at >= b.prev_start and r.created_at < b.end_at and ${COUNTS}
    group by 1, 2, 3, 4`,
  scoreTrend: `${BOUNDS}
    select date_trunc($4, r.created_at at time zone b.tz) as bucket, m.type, count(*)::int as n,
      sum(r.score)::int as score_sum
    from ratings r join metrics m on m.id = r.metric_id, b
    where r.structure_id = $1 and r.created_at >= b.cur_start and r.created_at < b.end_at and ${COUNTS}
    group by 1, 2`,
  reviewCounts: `${BOUNDS}
    select date_trunc($4, r.created_at at time zone b.tz) as bucket, count(*)::int as n,
      count(*) filter (where r.outcome = 'bad')::int as bad,
      count(*) filter (where r.outcome = 'neutral')::int as neutral,
      count(*) filter (where r.outcome = 'good')::int as good
    from ratings r, b
    where r.structure_id = $1 and r.created_at >= b.cur_start and r.created_at < b.end_at and ${COUNTS}
    group by 1`,
  grades: `${BOUNDS}
    select coalesce(r.sub_location_id, m.location_id) as place, m.type, count(*)::int as n,
      sum(r.score)::int as score_sum, count(*) filter (where r.outcome = 'bad')::int as bad
    from ratings r join metrics m on m.id = r.metric_id, b
    where r.structure_id = $1 and r.created_at >= b.cur_start and r.created_at < b.end_at and ${COUNTS}
    group by 1, 2`,
  metrics: `${BOUNDS}
    select m.id, m.title, m.type, count(r.id)::int as n, coalesce(sum(r.score), 0)::int as score_sum,
      count(*) filter (where r.outcome = 'bad')::int as bad,
      count(*) filter (where r.outcome = 'neutral')::int as neutral,
      count(*) filter (where r.outcome = 'good')::int as good
    from metrics m cross join b
    left join ratings r on r.metric_id = m.id and r.created_at >= b.cur_start and r.created_at < b.end_at
      and ${COUNTS}
    where m.structure_id = $1
    group by 1, 2, 3`,
  heatMap: `${BOUNDS}
    select extract(isodow from r.created_at at time zone b.tz)::int as dow,
      extract(hour from r.created_at at time zone b.tz)::int as hour, m.type, count(*)::int as n,
      sum(r.score)::int as score_sum, count(*) filter (where r.outcome = 'bad')::int as bad
    from ratings r join metrics m on m.id = r.metric_id, b
    where r.structure_id = $1 and r.created_at >= b.cur_start and r.created_at < b.end_at and ${COUNTS}
    group by 1, 2, 3`,
  locations: `select id, parent_id, name from locations where structure_id = $1`,
} as const;

type Row = Record<string, unknown> & { n?: number };
const total = (rows: Row[], where: (row: Row) => boolean = () => true) =>
  rows.filter(where).reduce((sum, row) => sum + Number(row.n ?? 0), 0);

/**
 * Runs the overview's queries one after the other on `client`, as the API answers its calls one
 * after the other; resolves to the milliseconds they took (in all and by call) and the counts they came to (compared
 * with the API's answers, so both sides are known to compute the same figures).
 */
export async function bareOverview(client: pg.Client, companyId: string, period: OverviewPeriod) {
  const started = performance.now();
  const rows: Partial<Record<keyof typeof QUERIES, Row[]>> = {};
  const parts: Record<string, number> = {};
  for (const [name, text] of Object.entries(QUERIES) as [keyof typeof QUERIES, string][]) {
    const began = performance.now();
    const values = name === 'locations' ? [companyId] : [companyId, period.from, period.to];
    if (name === 'scoreTrend' || name === 'reviewCounts') values.push(period.granularity);
    rows[name] = (await client.query(text, values)).rows as Row[];
    // The location tree belongs to the grades.
    const part = name === 'locations' ? 'grades' : name;
    parts[part] = (parts[part] ?? 0) + performance.now() - began;
  }
  const ms = performance.now() - started;
  return {
    ms,
    parts,
    counts: {
      current: total(rows.headline!, (row) => row.current === true),
      previous: total(rows.headline!, (row) => row.current === false),
      trend: total(rows.scoreTrend!),
      reviewCounts: total(rows.reviewCounts!),
      grades: total(rows.grades!),
      metrics: total(rows.metrics!),
      heatMap: total(rows.heatMap!),
    },
  };
}
