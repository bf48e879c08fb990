import type { TRole } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { useRoleLabel } from '@/entities/roles';
import { offeredCount } from './offered-permissions';

export interface RoleListProps {
  roles: readonly TRole[];
  selected: string | null;
  onSelect: (slug: string) => void;
}

/** The company's roles: built-in ones marked, each with how many people hold it. */
export function RoleList({ roles, selected, onSelect }: RoleListProps) {
  const { t } = useTranslation('roles');
  const roleLabel = useRoleLabel('roles');
  return (
    <nav className="gl-role-list" aria-label={t('list.label')}>
      <ul>
        {roles.map((role) => (
          <li key={role.slug}>
            <button
              type="button"
              className="gl-role-list__item"
              aria-current={role.slug === selected ? 'true' : undefined}
              onClick={() => onSelect(role.slug)}
            >
              <span className="gl-role-list__name">
                {roleLabel(role)}
                {role.isSystem ? <span className="gl-role-badge">{t('list.builtIn')}</span> : null}
              </span>
              <span className="gl-role-list__meta">
                <span>
                  <span className="pi pi-users" aria-hidden="true" />{' '}
                  {t('list.users', { count: role.userCount })}
                </span>
                <span>
                  <span className="pi pi-shield" aria-hidden="true" />{' '}
                  {t('list.permissions', { count: offeredCount(role.permissions) })}
                </span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
