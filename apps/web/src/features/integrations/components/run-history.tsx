import type { TCollectorRun } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { useConsoleDates } from '@/entities/company';

const STATUS_ICONS: Record<TCollectorRun['status'], string> = {
  queued: 'pi pi-clock',
  running: 'pi pi-spin pi-spinner',
  succeeded: 'pi pi-check',
  failed: 'pi pi-times',
};

/** A collector's latest runs: when, what started it, imported, skipped, and the outcome or its error. */
export function RunHistory({ runs, title }: { runs: TCollectorRun[]; title: string }) {
  const { t } = useTranslation('integrations');
  const dates = useConsoleDates();
  if (runs.length === 0) return <p className="gl-int-muted">{t('runs.none')}</p>;
  return (
    <div className="gl-int-runs">
      <table className="gl-int-table">
        <caption className="gl-visually-hidden">{t('runs.caption', { title })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('runs.time')}</th>
            <th scope="col">{t('runs.trigger')}</th>
            <th scope="col" className="gl-int-num">
              {t('runs.imported')}
            </th>
            <th scope="col" className="gl-int-num">
              {t('runs.skipped')}
            </th>
            <th scope="col">{t('runs.result')}</th>
          </tr>
        </thead>
        <tbody>
          {runs.map((run) => (
            <tr key={run.id} data-status={run.status}>
              <td data-label={t('runs.time')}>
                <time dateTime={run.createdAt}>{dates.when(run.createdAt)}</time>
              </td>
              <td data-label={t('runs.trigger')}>{t(`runs.triggers.${run.trigger}`)}</td>
              <td data-label={t('runs.imported')} className="gl-int-num">
                {run.imported}
              </td>
              <td data-label={t('runs.skipped')} className="gl-int-num">
                {run.skipped}
              </td>
              <td data-label={t('runs.result')}>
                <div>
                  <span className={`gl-int-run gl-int-run--${run.status}`}>
                    <span className={STATUS_ICONS[run.status]} aria-hidden="true" />{' '}
                    {t(`runs.status.${run.status}`)}
                  </span>
                  {run.errorCode ? (
                    <span className="gl-int-run__error">
                      {t(`reasons.${run.errorCode}`, { defaultValue: t('reasons.service-error') })}
                      {run.errorMessage ? (
                        <span className="gl-int-run__said" dir="auto">
                          {' '}
                          {run.errorMessage}
                        </span>
                      ) : null}
                    </span>
                  ) : null}
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
