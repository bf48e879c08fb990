import { useTranslation } from 'react-i18next';
import { PageState, QueryState } from '@/components/ui';
import { useConsoleDates } from '@/entities/company';
import { ApiError } from '@/lib/api-client';
import { useCompanyTakeovers } from '../api/takeover-record';
import '../components/super-admin.css';

/** For the company's administrators: which super administrator worked in the company, when and why. */
export function TakeoversPage() {
  const { t } = useTranslation('super-admin');
  const takeovers = useCompanyTakeovers();
  const dates = useConsoleDates();
  if (takeovers.error instanceof ApiError && takeovers.error.status === 403) {
    return <PageState icon="pi pi-lock" title={t('takeovers.noAccess')} />;
  }
  return (
    <>
      <header className="gl-page-header">
        <div>
          <h1>{t('takeovers.heading')}</h1>
          <p>{t('takeovers.lead')}</p>
        </div>
      </header>
      <QueryState
        query={takeovers}
        loadingLabel={t('loading')}
        isEmpty={(data) => data.items.length === 0}
        empty={<p>{t('takeovers.empty')}</p>}
      >
        {(data) => (
          <table className="gl-sa-table">
            <thead>
              <tr>
                <th scope="col">{t('takeovers.who')}</th>
                <th scope="col">{t('takeovers.reason')}</th>
                <th scope="col">{t('takeovers.started')}</th>
                <th scope="col">{t('takeovers.ended')}</th>
              </tr>
            </thead>
            <tbody>
              {data.items.map((item) => (
                <tr key={item.id}>
                  <td>
                    {item.superAdmin.name} <span dir="ltr">({item.superAdmin.email})</span>
                  </td>
                  <td>{item.reason}</td>
                  <td>{dates.format(item.startedAt, 'dateTime')}</td>
                  <td>{item.endedAt ? dates.format(item.endedAt, 'dateTime') : t('takeovers.ongoing')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryState>
    </>
  );
}
