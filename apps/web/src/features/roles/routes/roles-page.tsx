import type { TUser } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Dialog, NoAccess, QueryState } from '@/components/ui';
import { RequirePermission } from '@/entities/permissions';
import { useRoleLabel, useRoleList } from '@/entities/roles';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/session';
import { useToast } from '@/lib/toast';
import { useCreateRole, useRenameRole } from '../api/role-mutations';
import { DeleteRoleDialog } from '../components/delete-role-dialog';
import { RoleEditor } from '../components/role-editor';
import { RoleList } from '../components/role-list';
import { RoleNameDialog } from '../components/role-name-dialog';
import '../components/roles.css';

/** Roles and their permissions (roles.manage): the list beside the chosen role's matrix. */
export function RolesPage() {
  const { user } = useCurrentUser();
  return (
    <RequirePermission permission="roles.manage" namespace="roles" backToDashboard>
      {user ? <RolesScreen user={user} /> : null}
    </RequirePermission>
  );
}

function RolesScreen({ user }: { user: TUser }) {
  const { t } = useTranslation('roles');
  const toast = useToast();
  const roleLabel = useRoleLabel('roles');
  const roles = useRoleList();
  const create = useCreateRole();
  const rename = useRenameRole();
  const [params, setParams] = useSearchParams();
  const [dialog, setDialog] = useState<'create' | 'rename' | 'delete' | null>(null);
  const [dirty, setDirty] = useState(false);
  const [pending, setPending] = useState<string | null>(null);
  const onDirtyChange = useCallback((value: boolean) => setDirty(value), []);

  if (roles.error instanceof ApiError && roles.error.status === 403)
    return <NoAccess namespace="roles" backTo="/user/app" />;

  const items = roles.data?.items ?? [];
  const role = items.find((item) => item.slug === params.get('role')) ?? items[0] ?? null;
  const show = (slug: string) => setParams({ role: slug }, { replace: true });
  const select = (slug: string) => {
    if (slug === role?.slug) return;
    if (dirty) setPending(slug);
    else show(slug);
  };

  return (
    <>
      <header className="gl-page-header gl-roles-header">
        <div>
          <h1>{t('heading')}</h1>
          <p>{t('lead')}</p>
        </div>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('create.open')}
          onClick={() => setDialog('create')}
        />
      </header>

      <QueryState query={roles} loadingLabel={t('loading')}>
        {() => (
          <div className="gl-roles">
            <RoleList roles={items} selected={role?.slug ?? null} onSelect={select} />
            {role ? (
              <RoleEditor
                key={role.slug}
                role={role}
                user={user}
                onRename={() => setDialog('rename')}
                onDelete={() => setDialog('delete')}
                onDirtyChange={onDirtyChange}
              />
            ) : null}
          </div>
        )}
      </QueryState>

      <RoleNameDialog
        mode="create"
        visible={dialog === 'create'}
        onHide={() => setDialog(null)}
        onSubmit={async (name) => {
          const created = await create.mutateAsync({ name, permissions: [] });
          setDialog(null);
          toast.success(t('create.done', { name: created.name }), t('create.doneDetail'));
          setDirty(false);
          show(created.slug);
        }}
      />
      <RoleNameDialog
        mode="rename"
        visible={dialog === 'rename' && role !== null}
        initialName={role ? roleLabel(role) : ''}
        onHide={() => setDialog(null)}
        onSubmit={async (name) => {
          if (!role) return;
          await rename.mutateAsync({ slug: role.slug, name });
          setDialog(null);
          toast.success(t('rename.done', { name }));
        }}
      />
      <DeleteRoleDialog
        role={dialog === 'delete' ? role : null}
        label={role ? roleLabel(role) : ''}
        onHide={() => setDialog(null)}
        onDeleted={() => {
          toast.success(t('delete.done', { name: role ? roleLabel(role) : '' }));
          setDialog(null);
          setDirty(false);
          setParams({}, { replace: true });
        }}
      />
      <Dialog
        visible={pending !== null}
        onHide={() => setPending(null)}
        header={t('leave.title')}
        modal
        draggable={false}
        style={{ width: 'min(28rem, 94vw)' }}
      >
        <p>{t('leave.message')}</p>
        <div className="gl-roles-dialog-actions">
          <Button
            type="button"
            severity="danger"
            label={t('leave.discard')}
            onClick={() => {
              if (pending) show(pending);
              setDirty(false);
              setPending(null);
            }}
          />
          <Button type="button" text label={t('leave.keep')} onClick={() => setPending(null)} autoFocus />
        </div>
      </Dialog>
    </>
  );
}
