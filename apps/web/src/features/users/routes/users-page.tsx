import type { TStaffUser } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState, NoAccess, QueryState } from '@/components/ui';
import { RequirePermission } from '@/entities/permissions';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { useUsers } from '../api/get-users';
import { AddUserDialog } from '../components/add-user-dialog';
import { EditUserDialog } from '../components/edit-user-dialog';
import { InviteDialog } from '../components/invite-dialog';
import { LocationsDialog } from '../components/locations-dialog';
import { PendingInvites } from '../components/pending-invites';
import { SetPasswordDialog } from '../components/set-password-dialog';
import { type UserAction, UsersTable } from '../components/users-table';
import { type UsersFilterValue, UsersToolbar } from '../components/users-toolbar';
import '../components/users.css';

const PAGE_SIZE = 20;

/** The company's staff (users.manage): find people, invite or add them, change their role and access. */
export function UsersPage() {
  const { user } = useCurrentUser();
  return (
    <RequirePermission permission="users.manage" namespace="users" backToDashboard>
      {user ? <UsersScreen selfId={user.id} /> : null}
    </RequirePermission>
  );
}

function UsersScreen({ selfId }: { selfId: string }) {
  const { t } = useTranslation('users');
  const [filter, setFilter] = useState<UsersFilterValue>({ search: '', roleSlug: null, status: null });
  const [page, setPage] = useState(1);
  const [dialog, setDialog] = useState<'invite' | 'add' | null>(null);
  const [selected, setSelected] = useState<{ action: UserAction; user: TStaffUser } | null>(null);
  const users = useUsers({
    page,
    pageSize: PAGE_SIZE,
    ...(filter.search ? { search: filter.search } : {}),
    ...(filter.roleSlug ? { roleSlug: filter.roleSlug } : {}),
    ...(filter.status ? { status: filter.status } : {}),
  });

  const changeFilter = useCallback((next: UsersFilterValue) => {
    setFilter(next);
    setPage(1);
  }, []);

  if (users.error instanceof ApiError && users.error.status === 403)
    return <NoAccess namespace="users" backTo="/user/app" />;

  // The dialogs show the row as the list has it now (after a change the list is read again).
  const fresh = (user: TStaffUser) => users.data?.items.find((item) => item.id === user.id) ?? user;
  const chosen = (action: UserAction) => (selected?.action === action ? fresh(selected.user) : null);
  const close = () => setSelected(null);
  const filtered = Boolean(filter.search || filter.roleSlug || filter.status);

  return (
    <>
      <header className="gl-page-header gl-users-header">
        <div>
          <h1>{t('heading')}</h1>
          <p>{t('lead')}</p>
        </div>
        <div className="gl-users-header__actions">
          <Button
            type="button"
            outlined
            icon="pi pi-user-plus"
            label={t('add.open')}
            onClick={() => setDialog('add')}
          />
          <Button
            type="button"
            icon="pi pi-send"
            label={t('invite.open')}
            onClick={() => setDialog('invite')}
          />
        </div>
      </header>

      <section className="gl-panel gl-users-panel" aria-label={t('table.label')}>
        <UsersToolbar value={filter} onChange={changeFilter} />
        <QueryState query={users} loadingLabel={t('table.loading')}>
          {(page) => (
            <UsersTable
              page={page}
              loading={users.isFetching && users.isPlaceholderData}
              selfId={selfId}
              onPage={setPage}
              onAction={(action, user) => setSelected({ action, user })}
              empty={
                <EmptyState
                  icon={filtered ? 'pi pi-search' : 'pi pi-users'}
                  title={filtered ? t('empty.filteredTitle') : t('empty.title')}
                  message={filtered ? t('empty.filteredMessage') : t('empty.message')}
                />
              }
            />
          )}
        </QueryState>
      </section>

      <PendingInvites />

      <InviteDialog visible={dialog === 'invite'} onHide={() => setDialog(null)} />
      <AddUserDialog visible={dialog === 'add'} onHide={() => setDialog(null)} />
      <EditUserDialog user={chosen('edit')} isSelf={selected?.user.id === selfId} onHide={close} />
      <SetPasswordDialog user={chosen('password')} onHide={close} />
      <LocationsDialog user={chosen('locations')} onHide={close} />
    </>
  );
}
