import type { TQrInfoAnalysis } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';

/** The period's page opens, visitors and block uses, as three figures. */
export function StatTotals({
  totals,
  format,
}: {
  totals: TQrInfoAnalysis['totals'];
  format: (n: number) => string;
}) {
  const { t } = useTranslation('qr-pages');
  const figures = [
    ['views', totals.views, 'pi pi-eye'],
    ['visitors', totals.visitors, 'pi pi-users'],
    ['uses', totals.uses, 'pi pi-hand-pointer'],
  ] as const;
  return (
    <dl className="gl-qr-totals">
      {figures.map(([key, value, icon]) => (
        <div key={key} className="gl-panel gl-qr-total">
          <dt>
            <span className={icon} aria-hidden="true" /> {t(`stats.totals.${key}`)}
          </dt>
          <dd>{format(value)}</dd>
        </div>
      ))}
    </dl>
  );
}
