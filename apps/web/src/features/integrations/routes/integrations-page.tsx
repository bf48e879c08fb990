import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui';
import { RequirePermission } from '@/entities/permissions';
import { UserConnections } from '@/entities/user-integrations';
import { useIntegrations } from '../api/get-integrations';
import { ServiceCard } from '../components/service-card';
import '../components/integrations.css';

/** /user/app/integrations: the company's outside services (keys, checks, Google's review collectors) and the member's own. */
export function IntegrationsPage() {
  const { t } = useTranslation('integrations');
  return (
    <RequirePermission permission="integrations.manage" namespace="integrations">
      <div className="gl-int-page">
        <header className="gl-page-header">
          <h1>{t('page.heading')}</h1>
          <p>{t('page.lead')}</p>
        </header>
        <CompanyServices />
        <UserConnections />
      </div>
    </RequirePermission>
  );
}

function CompanyServices() {
  const { t } = useTranslation('integrations');
  const query = useIntegrations();
  return (
    <section className="gl-int-services" aria-labelledby="int-company-title">
      <div className="gl-int-services__head">
        <h2 id="int-company-title">{t('page.companyHeading')}</h2>
        <p className="gl-int-muted">{t('page.companyLead')}</p>
      </div>
      <QueryState
        query={query}
        loadingLabel={t('page.loading')}
        errorTitle={t('page.loadError')}
        isEmpty={(list) => list.length === 0}
        empty={<p className="gl-int-note">{t('page.empty')}</p>}
      >
        {(list) => (
          <div className="gl-int-cards">
            {list.map((integration) => (
              <ServiceCard key={integration.serviceUid} integration={integration} />
            ))}
          </div>
        )}
      </QueryState>
    </section>
  );
}
