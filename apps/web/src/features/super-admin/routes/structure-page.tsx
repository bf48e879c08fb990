import { STRUCTURE_DATA_COUNTS, type TSuperAdminStructure } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { allQueries, BackLink, QueryState } from '@/components/ui';
import { useToast } from '@/lib/toast';
import {
  useDeleteStructure,
  useStructure,
  useStructureData,
  useStructureRoles,
  useStructureUsers,
  useUpdateStructure,
} from '../api/structures';
import { useTakeOver } from '../api/takeover';
import { RequireSuperAdmin } from '../components/require-super-admin';
import {
  DeleteStructureDialog,
  RenameStructureDialog,
  TakeOverDialog,
} from '../components/structure-dialogs';
import '../components/super-admin.css';

/** One company: what it holds, its people and roles; rename, take over or delete it. */
export function StructurePage() {
  const { id = '' } = useParams();
  return (
    <RequireSuperAdmin>
      <StructureScreen key={id} id={id} />
    </RequireSuperAdmin>
  );
}

function StructureScreen({ id }: { id: string }) {
  const { t } = useTranslation('super-admin');
  const structure = useStructure(id);
  const data = useStructureData(id);
  const back = <BackLink to="/user/app/super-admin">{t('structure.back')}</BackLink>;
  return (
    <>
      {back}
      <QueryState
        query={allQueries(structure, data)}
        loadingLabel={t('loading')}
        notFound={<p>{t('structure.notFound')}</p>}
      >
        {([record, held]) => (
          <>
            <StructureHeader structure={record} />
            <h2>{t('structure.data')}</h2>
            <ul className="gl-sa-counts">
              {STRUCTURE_DATA_COUNTS.map((key) => (
                <li key={key}>
                  <strong>{held.counts[key] ?? 0}</strong>
                  {t(`counts.${key}`)}
                </li>
              ))}
            </ul>
            <People id={id} />
          </>
        )}
      </QueryState>
    </>
  );
}

function StructureHeader({ structure }: { structure: TSuperAdminStructure }) {
  const { t } = useTranslation('super-admin');
  const toast = useToast();
  const navigate = useNavigate();
  const update = useUpdateStructure();
  const remove = useDeleteStructure();
  const takeOver = useTakeOver();
  const [dialog, setDialog] = useState<'rename' | 'take-over' | 'delete' | null>(null);
  const close = () => setDialog(null);
  return (
    <header className="gl-page-header">
      <div>
        <h1>{structure.name}</h1>
        <p dir="ltr">{structure.slug}</p>
      </div>
      <div className="gl-sa-actions">
        <Button
          type="button"
          icon="pi pi-pencil"
          outlined
          label={t('structure.rename.open')}
          onClick={() => setDialog('rename')}
        />
        <Button
          type="button"
          icon="pi pi-sign-in"
          label={t('structure.takeOver.open')}
          onClick={() => setDialog('take-over')}
        />
        <Button
          type="button"
          icon="pi pi-trash"
          severity="danger"
          outlined
          label={t('structure.delete.open')}
          onClick={() => setDialog('delete')}
        />
      </div>
      <RenameStructureDialog
        key={`rename-${dialog === 'rename'}`}
        structure={structure}
        open={dialog === 'rename'}
        onClose={close}
        onRename={(name) =>
          update.mutateAsync({ id: structure.id, name }).then(() => toast.success(t('structure.rename.done')))
        }
      />
      <TakeOverDialog
        key={`take-over-${dialog === 'take-over'}`}
        structure={structure}
        open={dialog === 'take-over'}
        onClose={close}
        onTakeOver={(reason) =>
          takeOver.mutateAsync({ structureId: structure.id, reason }).then(() => navigate('/user/app'))
        }
      />
      <DeleteStructureDialog
        key={`delete-${dialog === 'delete'}`}
        structure={structure}
        open={dialog === 'delete'}
        onClose={close}
        onDelete={() =>
          remove.mutateAsync(structure.id).then(() => {
            toast.success(t('structure.delete.done', { company: structure.name }));
            navigate('/user/app/super-admin', { replace: true });
          })
        }
      />
    </header>
  );
}

function People({ id }: { id: string }) {
  const { t } = useTranslation('super-admin');
  const users = useStructureUsers(id);
  const roles = useStructureRoles(id);
  return (
    <QueryState query={allQueries(users, roles)} loadingLabel={t('loading')}>
      {([people, roleList]) => (
        <>
          <h2>{t('structure.users', { count: people.total })}</h2>
          <table className="gl-sa-table">
            <thead>
              <tr>
                <th scope="col">{t('users.name')}</th>
                <th scope="col">{t('users.email')}</th>
                <th scope="col">{t('users.role')}</th>
                <th scope="col">{t('users.status')}</th>
              </tr>
            </thead>
            <tbody>
              {people.items.map((user) => (
                <tr key={user.id}>
                  <td>{user.name}</td>
                  <td dir="ltr">{user.email}</td>
                  <td>{user.role?.name ?? (user.isSuperAdmin ? t('users.superAdmin') : '—')}</td>
                  <td>{t(`users.statuses.${user.status}`)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <h2>{t('structure.roles')}</h2>
          <ul>
            {roleList.items.map((role) => (
              <li key={role.id}>
                {role.name} —{' '}
                {t('roles.summary', { users: role.userCount, permissions: role.permissions.length })}
              </li>
            ))}
          </ul>
        </>
      )}
    </QueryState>
  );
}
