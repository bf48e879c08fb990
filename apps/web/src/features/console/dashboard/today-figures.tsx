import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { QueryState } from '@/components/ui';
import { useCompany } from '@/entities/company';
import { formatPrice } from '@/lib/currency';
import { intlLocale } from '@/lib/intl';
import { useCompanyHeadline, useToday } from '../api/get-today';

const PATHS = {
  orders: '/user/app/orders',
  reviews: '/user/app/reviews?unread=1',
  sales: '/user/app/statistics/sales?period=today',
  ratings: '/user/app/statistics?period=today',
} as const;

/** Today at a glance, on the venue's clock: orders, revenue, open waiter calls, new reviews, the average score. */
export function TodayFigures({ companyId }: { companyId: string }) {
  const { t, i18n } = useTranslation('console');
  const today = useToday(true);
  const ratings = useCompanyHeadline(companyId, true);
  const currency = useCompany().data?.currency;
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const score = new Intl.NumberFormat(intlLocale(i18n.language), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });

  return (
    <section className="gl-panel gl-today" aria-labelledby="dashboard-today">
      <h2 id="dashboard-today">{t('dashboard.today.title')}</h2>
      <QueryState
        query={today}
        loadingLabel={t('dashboard.today.loading')}
        errorTitle={t('dashboard.today.loadError')}
      >
        {(figures) => {
          const money = figures.money.find((m) => m.currency === currency) ?? figures.money[0];
          const revenue = money
            ? formatPrice(money.revenue, money.currency, i18n.language)
            : currency
              ? formatPrice(0, currency, i18n.language)
              : '—';
          const headline = ratings.data;
          const average =
            headline && headline.today.average !== null
              ? t('dashboard.today.averageOf', {
                  value: score.format(headline.today.average),
                  max: headline.scale.max,
                })
              : '—';
          const cards = [
            {
              id: 'orders',
              value: number.format(figures.orders),
              to: PATHS.orders,
              icon: 'pi pi-shopping-bag',
            },
            { id: 'revenue', value: revenue, to: PATHS.sales, icon: 'pi pi-wallet' },
            {
              id: 'openCalls',
              value: number.format(figures.openCalls),
              to: PATHS.orders,
              icon: 'pi pi-bell',
            },
            {
              id: 'newReviews',
              value: number.format(figures.newReviews),
              to: PATHS.reviews,
              icon: 'pi pi-comments',
            },
            { id: 'average', value: average, to: PATHS.ratings, icon: 'pi pi-star' },
          ] as const;
          const badUnread = headline?.today.badUnread ?? 0;
          return (
            <ul className="gl-today__cards">
              {cards.map((card) => (
                <li key={card.id}>
                  <Link to={card.to} className="gl-today__card">
                    <span className="gl-today__label">
                      <span className={card.icon} aria-hidden="true" /> {t(`dashboard.today.${card.id}`)}
                    </span>
                    <span className="gl-today__value">{card.value}</span>
                    {card.id === 'newReviews' && badUnread > 0 ? (
                      <span className="gl-today__note">
                        {t('dashboard.today.badUnread', { n: badUnread })}
                      </span>
                    ) : null}
                    {card.id === 'average' && headline ? (
                      <span className="gl-today__note">
                        {t('dashboard.today.ratings', { n: number.format(headline.today.count) })}
                      </span>
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          );
        }}
      </QueryState>
    </section>
  );
}
