import type { TStaffUser } from '@guestloop/contracts';
import { Dropdown } from 'primereact/dropdown';
import { IconField } from 'primereact/iconfield';
import { InputIcon } from 'primereact/inputicon';
import { InputText } from 'primereact/inputtext';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRoleList } from '@/entities/roles';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useRoleLabel } from './access';

export interface UsersFilterValue {
  search: string;
  roleSlug: string | null;
  status: TStaffUser['status'] | null;
}

const STATUSES: TStaffUser['status'][] = ['active', 'pending', 'disabled'];

/** Search by name or e-mail (debounced), and filters by role and status. */
export function UsersToolbar({
  value,
  onChange,
}: {
  value: UsersFilterValue;
  onChange: (next: UsersFilterValue) => void;
}) {
  const { t } = useTranslation('users');
  const roles = useRoleList();
  const roleLabel = useRoleLabel();
  const [search, setSearch] = useState(value.search);
  const settled = useDebouncedValue(search.trim());

  useEffect(() => {
    if (settled !== value.search) onChange({ ...value, search: settled });
  }, [settled, value, onChange]);

  return (
    <div className="gl-users-toolbar">
      <label htmlFor="users-search" className="gl-visually-hidden">
        {t('filters.search')}
      </label>
      <IconField iconPosition="left" className="gl-users-toolbar__search">
        <InputIcon className="pi pi-search" />
        <InputText
          id="users-search"
          type="search"
          value={search}
          placeholder={t('filters.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
        />
      </IconField>
      <label htmlFor="users-role-filter" className="gl-visually-hidden">
        {t('filters.role')}
      </label>
      <Dropdown
        inputId="users-role-filter"
        value={value.roleSlug}
        options={(roles.data?.items ?? []).map((role) => ({ value: role.slug, label: roleLabel(role) }))}
        placeholder={t('filters.allRoles')}
        showClear
        onChange={(event) => onChange({ ...value, roleSlug: (event.value as string | undefined) ?? null })}
        className="gl-users-toolbar__filter"
      />
      <label htmlFor="users-status-filter" className="gl-visually-hidden">
        {t('filters.status')}
      </label>
      <Dropdown
        inputId="users-status-filter"
        value={value.status}
        options={STATUSES.map((status) => ({ value: status, label: t(`status.${status}`) }))}
        placeholder={t('filters.allStatuses')}
        showClear
        onChange={(event) =>
          onChange({ ...value, status: (event.value as TStaffUser['status'] | undefined) ?? null })
        }
        className="gl-users-toolbar__filter"
      />
    </div>
  );
}
