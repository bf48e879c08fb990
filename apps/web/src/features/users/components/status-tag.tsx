import type { TStaffUser } from '@guestloop/contracts';
import { Tag } from 'primereact/tag';
import { useTranslation } from 'react-i18next';

const SEVERITY = { active: 'success', pending: 'warning', disabled: 'danger' } as const;
const ICON = { active: 'pi pi-check-circle', pending: 'pi pi-clock', disabled: 'pi pi-ban' } as const;

export function StatusTag({ status }: { status: TStaffUser['status'] }) {
  const { t } = useTranslation('users');
  return (
    <Tag
      className="gl-users-status"
      severity={SEVERITY[status]}
      icon={ICON[status]}
      value={t(`status.${status}`)}
      rounded
    />
  );
}
