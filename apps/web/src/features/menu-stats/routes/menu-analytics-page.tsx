import { INTL_LOCALES, isLanguage } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { allQueries, BackLink, EmptyState, QueryState } from '@/components/ui';
import { useConsoleDates } from '@/entities/company';
import { RequirePermission } from '@/entities/permissions';
import { dateLocale } from '@/lib/date-format';
import { useMenuAnalysis } from '../api/get-menu-analysis';
import { useViewsByDay } from '../api/get-views-by-day';
import { useViewsByDayHour } from '../api/get-views-by-day-hour';
import { PeriodSelector } from '../components/period-selector';
import { StatTotals } from '../components/stat-totals';
import { isPeriod, type Period, viewsByHourOfDay } from '../components/stats-model';
import { TopItems } from '../components/top-items';
import { ViewsByDayChart } from '../components/views-by-day-chart';
import { ViewsByHourChart } from '../components/views-by-hour-chart';
import '../components/menu-stats.css';

const menuEditorPath = (slug: string) => `/user/app/menus/${encodeURIComponent(slug)}`;

/** /user/app/menus/:slug/analytics: how often the menu and its dishes are looked at, and when. */
export function MenuAnalyticsPage() {
  const { t } = useTranslation('menu-stats');
  const { slug = '' } = useParams();
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
    <RequirePermission permission="menus.manage" namespace="menu-stats">
      <BackLink to={menuEditorPath(slug)}>{t('backToMenu')}</BackLink>
      <header className="gl-page-header gl-ms-header">
        <div>
          <h1>{t('heading')}</h1>
          <p>{t('lead')}</p>
        </div>
        <PeriodSelector value={days} onChange={choose} />
      </header>
      <MenuAnalytics slug={slug} days={days} />
    </RequirePermission>
  );
}

function MenuAnalytics({ slug, days }: { slug: string; days: Period }) {
  const { t, i18n } = useTranslation('menu-stats');
  const locale = isLanguage(i18n.language) ? INTL_LOCALES[i18n.language] : 'en';
  // Days and hours are written as the console writes every date (a euro café reads 20:00).
  const dateLocaleOf = dateLocale(useConsoleDates().settings);
  const analysis = useMenuAnalysis(slug, days);
  const byDay = useViewsByDay(slug, days);
  const byHour = useViewsByDayHour(slug, days);
  const all = allQueries(analysis, byDay, byHour);
  if (!all.data) return <QueryState query={all} loadingLabel={t('loading')} errorTitle={t('loadError')} />;
  const [analysisData, byDayData, byHourData] = all.data;

  const { totals, topItems } = analysisData;
  const empty = totals.menuViews === 0 && totals.itemViews === 0;
  return (
    <div className="gl-ms-body" aria-busy={analysis.isFetching || byDay.isFetching || byHour.isFetching}>
      <StatTotals totals={totals} locale={locale} />
      {empty ? (
        <div className="gl-panel">
          <EmptyState
            icon="pi pi-chart-line"
            title={t('empty.title')}
            message={t('empty.message', { count: days })}
          />
        </div>
      ) : (
        <div className="gl-ms-grid">
          <ViewsByDayChart days={byDayData.days} locale={dateLocaleOf} />
          <ViewsByHourChart hours={viewsByHourOfDay(byHourData.days)} locale={dateLocaleOf} />
          <TopItems items={topItems} locale={locale} />
        </div>
      )}
    </div>
  );
}
