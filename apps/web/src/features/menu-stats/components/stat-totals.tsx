import type { TMenuAnalysis } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';

/** The period's menu opens, visitors and dish views, as three figures. */
export function StatTotals({ totals, locale }: { totals: TMenuAnalysis['totals']; locale: string }) {
  const { t } = useTranslation('menu-stats');
  const number = new Intl.NumberFormat(locale);
  const figures = [
    ['menuViews', totals.menuViews, 'pi pi-eye'],
    ['visitors', totals.visitors, 'pi pi-users'],
    ['itemViews', totals.itemViews, 'pi pi-star'],
  ] as const;
  return (
    <dl className="gl-ms-totals">
      {figures.map(([key, value, icon]) => (
        <div key={key} className="gl-panel gl-ms-total">
          <dt>
            <span className={icon} aria-hidden="true" /> {t(`totals.${key}`)}
          </dt>
          <dd>{number.format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
