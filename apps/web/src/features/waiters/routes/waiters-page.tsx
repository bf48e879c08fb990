import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { allQueries, BackLink, EmptyState, QueryState, UnsavedChangesPrompt } from '@/components/ui';
import { RequirePermission } from '@/entities/permissions';
import { useCompanyTables } from '../api/list-tables';
import { useWaiters } from '../api/list-waiters';
import { tableOptionGroups } from '../components/table-options';
import { WaiterCard } from '../components/waiter-card';
import { TABLES_PATH, USERS_PATH } from '../paths';
import '../components/waiters.css';

/** Assigning tables needs `tables.manage` or `users.manage` (what the API asks for). */
const WAITERS_ACCESS = ['tables.manage', 'users.manage'] as const;

/** /user/app/tables/waiters: which tables each waiter serves. */
export function WaitersPage() {
  const { t } = useTranslation('waiters');
  return (
    <RequirePermission permission={WAITERS_ACCESS} namespace="waiters">
      <BackLink to={TABLES_PATH}>{t('back')}</BackLink>
      <header className="gl-page-header">
        <h1>{t('heading')}</h1>
        <p>{t('lead')}</p>
      </header>
      <WaitersBody />
    </RequirePermission>
  );
}

function WaitersBody() {
  const { t } = useTranslation('waiters');
  const waiters = useWaiters();
  const tables = useCompanyTables();
  const [dirty, setDirty] = useState<Record<string, boolean>>({});
  const onDirtyChange = useCallback(
    (userId: string, value: boolean) =>
      setDirty((current) => (current[userId] === value ? current : { ...current, [userId]: value })),
    [],
  );

  const both = allQueries(waiters, tables);
  if (!both.data) return <QueryState query={both} loadingLabel={t('loading')} errorTitle={t('loadError')} />;
  const [waiterList, companyTables] = both.data;
  if (waiterList.items.length === 0) {
    return (
      <div className="gl-panel">
        <EmptyState
          icon="pi pi-users"
          title={t('empty.title')}
          message={t('empty.message')}
          action={
            <Link to={USERS_PATH} className="p-button gl-waiters-link-button">
              <span className="pi pi-user-plus" aria-hidden="true" /> {t('empty.invite')}
            </Link>
          }
        />
      </div>
    );
  }
  const options = tableOptionGroups(companyTables);
  return (
    <>
      {options.length === 0 ? (
        <p className="gl-waiters-notice" role="note">
          <span className="pi pi-info-circle" aria-hidden="true" /> {t('noTables.message')}{' '}
          <Link to={TABLES_PATH}>{t('noTables.link')}</Link>
        </p>
      ) : null}
      <div className="gl-waiters">
        {waiterList.items.map((waiter) => (
          <WaiterCard key={waiter.userId} waiter={waiter} options={options} onDirtyChange={onDirtyChange} />
        ))}
      </div>
      <p className="gl-waiters-footnote">
        <span className="pi pi-user-plus" aria-hidden="true" /> {t('footnote')}{' '}
        <Link to={USERS_PATH}>{t('empty.invite')}</Link>
      </p>
      <UnsavedChangesPrompt dirty={Object.values(dirty).some(Boolean)} namespace="waiters" />
    </>
  );
}
