import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { useConsoleDates } from '@/entities/company';
import { RequirePermission } from '@/entities/permissions';
import { dayRangeLabel } from '@/lib/chart-labels';
import { dateLocale } from '@/lib/date-format';
import { filterToSearch } from '../components/filters';
import { STATISTICS_PATHS, type StatisticsView, viewOf } from '../components/paths';
import { StatsToolbar } from '../components/stats-toolbar';
import { useStatsFilters } from '../components/use-stats-filters';
import '../components/statistics.css';

const VIEWS: { view: StatisticsView; icon: string }[] = [
  { view: 'overview', icon: 'pi pi-chart-line' },
  { view: 'compare', icon: 'pi pi-sitemap' },
  { view: 'topics', icon: 'pi pi-comments' },
  { view: 'sales', icon: 'pi pi-wallet' },
];

/** /user/app/statistics: the section's heading, its views and the filters they share (kept in the address). */
export function StatisticsLayout() {
  return (
    <RequirePermission permission="statistics.view" namespace="statistics">
      <StatisticsFrame />
    </RequirePermission>
  );
}

function StatisticsFrame() {
  const { t } = useTranslation(['statistics', 'assistant']);
  const { pathname } = useLocation();
  const view = viewOf(pathname);
  const { filter, period, granularity, setFilter } = useStatsFilters();
  const locale = dateLocale(useConsoleDates().settings);
  const search = filterToSearch(filter).toString();
  return (
    <div className="gl-stats">
      <header className="gl-page-header gl-stats__header">
        <h1>{t('heading')}</h1>
        <p>{t(`lead.${view}`)}</p>
        <Link
          className="p-button p-component p-button-outlined gl-link-button"
          to="/user/online-menu/ai/assistant/all"
        >
          <span className="pi pi-sparkles p-button-icon-left" aria-hidden="true" />
          {t('assistant:link')}
        </Link>
      </header>
      <nav className="gl-stats-tabs" aria-label={t('views.label')}>
        {VIEWS.map(({ view: id, icon }) => (
          <NavLink
            key={id}
            end
            to={{ pathname: STATISTICS_PATHS[id], search }}
            className="gl-stats-tabs__link"
          >
            <span className={icon} aria-hidden="true" />
            {t(`views.${id}`)}
          </NavLink>
        ))}
      </nav>
      <StatsToolbar
        value={filter}
        period={period}
        granularity={granularity}
        // A metric's page names its metric: the metric filter would change nothing there.
        show={{
          metrics: view === 'overview' || view === 'compare' || view === 'topics',
          granularity: view !== 'compare' && view !== 'topics',
        }}
        onChange={setFilter}
      />
      <p className="gl-stats__period" aria-live="polite">
        {t('periodShown', { days: dayRangeLabel(period.from, period.to, locale) })}
      </p>
      <Outlet />
    </div>
  );
}
