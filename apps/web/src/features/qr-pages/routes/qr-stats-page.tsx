import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { allQueries, EmptyState, QueryState } from '@/components/ui';
import { useConsoleDates } from '@/entities/company';
import { dateLocale } from '@/lib/date-format';
import { intlLocale } from '@/lib/intl';
import { useQrAnalysis, useQrViewsByDay, useQrViewsByDayHour } from '../api/stats';
import { PageFrame } from '../components/page-frame';
import { BlockUses } from '../components/stats/block-uses';
import { PeriodSelector } from '../components/stats/period-selector';
import { StatTotals } from '../components/stats/stat-totals';
import { isPeriod, type Period } from '../components/stats/stats-model';
import { ViewsByDayChart } from '../components/stats/views-by-day-chart';
import { ViewsHeatMap } from '../components/stats/views-heat-map';
import '../components/stats/stats.css';

/** /user/app/qr-pages/:slug/statistics: how often the page is opened, when, and which blocks are used. */
export function QrStatsPage() {
  const { t } = useTranslation('qr-pages');
  const [search, setSearch] = useSearchParams();
  const asked = Number(search.get('days'));
  const days: Period = isPeriod(asked) ? asked : 30;
  const choose = (period: Period) =>
    setSearch(
      (params) => {
        params.set('days', String(period));
        return params;
      },
      { replace: true },
    );
  return (
    <PageFrame>
      {(page) => (
        <section className="gl-qr-stats" aria-labelledby="qr-stats-heading">
          <div className="gl-qr-stats__head">
            <h2 id="qr-stats-heading">{t('stats.heading')}</h2>
            <PeriodSelector value={days} onChange={choose} />
          </div>
          <Statistics slug={page.slug} days={days} />
        </section>
      )}
    </PageFrame>
  );
}

function Statistics({ slug, days }: { slug: string; days: Period }) {
  const { t, i18n } = useTranslation('qr-pages');
  const locale = dateLocale(useConsoleDates().settings);
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const format = (n: number) => number.format(n);
  const analysis = useQrAnalysis(slug, days);
  const byDay = useQrViewsByDay(slug, days);
  const byHour = useQrViewsByDayHour(slug, days);
  const all = allQueries(analysis, byDay, byHour);
  if (!all.data)
    return <QueryState query={all} loadingLabel={t('stats.loading')} errorTitle={t('stats.loadError')} />;
  const [analysisData, byDayData, byHourData] = all.data;
  const empty = analysisData.totals.views === 0 && analysisData.totals.uses === 0;

  return (
    <div
      className="gl-qr-stats__body"
      aria-busy={analysis.isFetching || byDay.isFetching || byHour.isFetching}
    >
      <StatTotals totals={analysisData.totals} format={format} />
      {empty ? (
        <div className="gl-panel">
          <EmptyState
            icon="pi pi-chart-line"
            title={t('stats.empty.title')}
            message={t('stats.empty.message', { count: days })}
          />
        </div>
      ) : (
        <>
          <ViewsByDayChart days={byDayData.days} locale={locale} />
          <ViewsHeatMap days={byHourData.days} locale={locale} format={format} />
        </>
      )}
      <BlockUses blocks={analysisData.blocks} format={format} />
    </div>
  );
}
