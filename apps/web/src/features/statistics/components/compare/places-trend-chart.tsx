import type { TCompanyRates, TLocationRates } from '@guestloop/contracts';
import { ChartPanel } from '@/components/ui';
import { chartColors } from '@/lib/chart-colors';
import type { Period, StatsFilter } from '../filters';
import type { RatingWords } from '../overview/rating-words';
import type { Figures } from '../use-figures';
import { PlacesTable } from './places-table';

/** Told apart by colour and by the legend; more lines than these would not be read. */
const LINE_COLORS = ['#0e7c66', '#f59e0b', '#6366f1', '#db2777', '#0891b2', '#65a30d'];
const MAX_LINES = LINE_COLORS.length;

/** The average score of the compared places over the period (the busiest few), with every place in the table. */
export function PlacesTrendChart({
  data,
  title,
  oneLocation,
  period,
  filter,
  figures,
  words,
}: {
  data: TCompanyRates | TLocationRates;
  title: string;
  /** The answer compares one location's parts (its first place is the location). */
  oneLocation: boolean;
  period: Period;
  filter: StatsFilter;
  figures: Figures;
  words: RatingWords;
}) {
  const { t } = words;
  const colors = chartColors();
  const oneDay = data.period.from === data.period.to;
  const labels = data.buckets.map((b) => figures.bucket(b, data.granularity, oneDay));
  // One location: itself and its sub-locations. The company: places of one level of the tree, the
  // first from the top with two rated places to compare (a company of one location compares its
  // sub-locations). The busiest first.
  const rated = data.places.filter((place) => place.figures.count > 0);
  const [head] = data.places;
  const depths = [...new Set(rated.map((place) => place.depth))].sort((a, b) => a - b);
  const level = depths.find((depth) => rated.filter((place) => place.depth === depth).length > 1);
  const chosen =
    oneLocation && head
      ? rated.filter((place) => place === head || place.depth === head.depth + 1)
      : level === undefined
        ? rated
        : rated.filter((place) => place.depth === level);
  const lines = [...chosen].sort((a, b) => b.figures.count - a.figures.count).slice(0, MAX_LINES);
  const best = [...lines].sort((a, b) => (b.figures.average ?? 0) - (a.figures.average ?? 0))[0];
  return (
    <ChartPanel
      id="stats-compare-trend"
      title={title}
      summary={
        best
          ? t('compare.trendSummary', {
              name: best.name,
              average: words.average(best.figures.average, data.scale),
            })
          : t('overview.trend.summaryEmpty')
      }
      type="line"
      data={{
        labels,
        datasets: lines.map((place, i) => ({
          label: place.name,
          data: place.points.map((point) => point.average),
          borderColor: LINE_COLORS[i],
          backgroundColor: LINE_COLORS[i],
          spanGaps: true,
          tension: 0.3,
          // An average never swings past the scale between two points.
          cubicInterpolationMode: 'monotone',
          pointRadius: data.buckets.length > 45 ? 0 : 2,
        })),
      }}
      options={{
        maintainAspectRatio: false,
        interaction: { mode: 'index', intersect: false },
        plugins: { legend: { position: 'bottom', labels: { color: colors.text, boxWidth: 12 } } },
        scales: {
          x: { ticks: { color: colors.text, maxTicksLimit: 8, maxRotation: 0 }, grid: { display: false } },
          y: {
            min: data.scale.min,
            max: data.scale.max,
            ticks: { color: colors.text, maxTicksLimit: 6 },
            grid: { color: colors.grid },
          },
        },
      }}
      loadingLabel={t('chartLoading')}
      tableViewLabel={t('tableView')}
      table={
        <PlacesTable
          caption={title}
          places={data.places}
          direct={'tables' in data ? (data as TLocationRates).direct : null}
          scale={data.scale}
          period={period}
          filter={filter}
          figures={figures}
          words={words}
        />
      }
    />
  );
}
