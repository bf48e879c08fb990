import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '@/components/ui';
import { useCan } from '@/entities/permissions';
import { useStructure } from '../api/get-structure';
import { ContactsCard } from '../components/contacts-card';
import { DetailsCard } from '../components/details-card';
import { LogoCard } from '../components/logo-card';
import '../components/company.css';

/** /user/app/company: every staff member sees the company; `structure.manage` changes it. */
export function CompanyPage() {
  const { t } = useTranslation('company');
  const structure = useStructure();
  const canEdit = useCan('structure.manage');

  let body: ReactNode;
  if (!structure.data) {
    body = <QueryState query={structure} loadingLabel={t('loading')} errorTitle={t('loadError')} />;
  } else {
    const data = structure.data;
    body = (
      <>
        {canEdit ? null : (
          <p className="gl-company-note" role="note">
            <span className="pi pi-lock" aria-hidden="true" /> {t('readOnly')}
          </p>
        )}
        <div className="gl-company">
          <div className="gl-company__main">
            <DetailsCard key={`details-${data.id}`} structure={data} canEdit={canEdit} />
            <ContactsCard key={`contacts-${data.id}`} structure={data} canEdit={canEdit} />
          </div>
          <aside className="gl-company__side">
            <LogoCard structure={data} canEdit={canEdit} />
          </aside>
        </div>
      </>
    );
  }

  return (
    <>
      <header className="gl-page-header">
        <h1>{t('heading')}</h1>
        <p>{t('lead')}</p>
      </header>
      {body}
    </>
  );
}
