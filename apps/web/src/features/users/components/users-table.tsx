import type { TStaffUser, TStaffUserPage } from '@guestloop/contracts';
import { Avatar } from 'primereact/avatar';
import { Button } from 'primereact/button';
import { Column } from 'primereact/column';
import { DataTable } from 'primereact/datatable';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';
import { useRoleLabel } from './access';
import { StatusTag } from './status-tag';

export type UserAction = 'edit' | 'locations' | 'password';

export interface UsersTableProps {
  page: TStaffUserPage | undefined;
  loading: boolean;
  selfId: string;
  onPage: (page: number) => void;
  onAction: (action: UserAction, user: TStaffUser) => void;
  empty: React.ReactNode;
}

function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts[parts.length - 1]] : parts;
  return (
    letters
      .map((part) => Array.from(part ?? '')[0] ?? '')
      .join('')
      .toUpperCase() || '?'
  );
}

const VISIBLE_LOCATIONS = 2;

/** One page of the staff: person, role, status, locations and the actions on each. */
export function UsersTable({ page, loading, selfId, onPage, onAction, empty }: UsersTableProps) {
  const { t } = useTranslation('users');
  const roleLabel = useRoleLabel();

  const person = (user: TStaffUser) => (
    <div className="gl-users-person">
      {user.imageUrl ? (
        <Avatar image={user.imageUrl} shape="circle" imageAlt="" aria-hidden="true" />
      ) : (
        <Avatar label={initials(user.name)} shape="circle" aria-hidden="true" className="gl-users-avatar" />
      )}
      <div className="gl-users-person__text">
        <span className="gl-users-person__name">
          {user.name}
          {user.id === selfId ? <Tag className="gl-users-you" value={t('table.you')} rounded /> : null}
        </span>
        <span className="gl-users-person__email">{user.email}</span>
      </div>
    </div>
  );

  const locations = (user: TStaffUser) => {
    if (user.locations.length === 0) return <span className="gl-users-muted">{t('table.noLocations')}</span>;
    const rest = user.locations.length - VISIBLE_LOCATIONS;
    return (
      <ul className="gl-users-chips" aria-label={t('table.locationsOf', { name: user.name })}>
        {user.locations.slice(0, VISIBLE_LOCATIONS).map((place) => (
          <li key={place.id}>{place.name}</li>
        ))}
        {rest > 0 ? <li className="gl-users-chips__more">{t('table.more', { count: rest })}</li> : null}
      </ul>
    );
  };

  const actions = (user: TStaffUser) => {
    const self = user.id === selfId;
    return (
      <div className="gl-users-actions">
        <Button
          type="button"
          size="small"
          text
          icon="pi pi-pencil"
          label={t('actions.edit')}
          aria-label={t('actions.editOf', { name: user.name })}
          onClick={() => onAction('edit', user)}
        />
        <Button
          type="button"
          size="small"
          text
          icon="pi pi-map-marker"
          aria-label={t('actions.locationsOf', { name: user.name })}
          title={t('actions.locations')}
          onClick={() => onAction('locations', user)}
        />
        <Button
          type="button"
          size="small"
          text
          icon="pi pi-key"
          aria-label={t('actions.passwordOf', { name: user.name })}
          title={self ? t('actions.passwordSelf') : t('actions.password')}
          disabled={self}
          onClick={() => onAction('password', user)}
        />
      </div>
    );
  };

  const rows = page?.pageSize ?? 20;
  return (
    <DataTable
      className="gl-users-table"
      value={page?.items ?? []}
      dataKey="id"
      lazy
      loading={loading}
      paginator={(page?.total ?? 0) > rows}
      rows={rows}
      first={((page?.page ?? 1) - 1) * rows}
      totalRecords={page?.total ?? 0}
      onPage={(event) => onPage((event.page ?? 0) + 1)}
      paginatorTemplate="PrevPageLink PageLinks NextPageLink CurrentPageReport"
      currentPageReportTemplate={t('table.pageReport')}
      emptyMessage={empty}
      responsiveLayout="stack"
      breakpoint="768px"
      aria-label={t('table.label')}
      rowHover
    >
      <Column header={t('table.person')} body={person} />
      <Column header={t('table.role')} body={(user: TStaffUser) => roleLabel(user.role)} />
      <Column header={t('table.status')} body={(user: TStaffUser) => <StatusTag status={user.status} />} />
      <Column header={t('table.locations')} body={locations} />
      <Column header={<span className="gl-visually-hidden">{t('table.actions')}</span>} body={actions} />
    </DataTable>
  );
}
