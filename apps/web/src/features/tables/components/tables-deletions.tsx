import type { TTable, TTableGroup } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui';
import { useToast } from '@/lib/toast';
import { useDeleteTable } from '../api/delete-table';
import { useDeleteTableGroup } from '../api/delete-table-group';

export type PendingDeletion = { kind: 'group'; group: TTableGroup } | { kind: 'table'; table: TTable };

export interface TablesDeletionsProps {
  locationId: string;
  pending: PendingDeletion | null;
  onClose: () => void;
}

/**
 * Confirms deleting a group or a table. A group goes with its tables (the user is told how many
 * first), so the call is made with `confirm: true`.
 */
export function TablesDeletions({ locationId, pending, onClose }: TablesDeletionsProps) {
  const { t } = useTranslation('tables');
  const toast = useToast();
  const deleteGroup = useDeleteTableGroup();
  const deleteTable = useDeleteTable();

  const confirm = async () => {
    if (pending?.kind === 'group') {
      await deleteGroup.mutateAsync({ locationId, groupId: pending.group.id, confirm: true });
      toast.success(t('group.deleted', { name: pending.group.name }));
    } else if (pending?.kind === 'table') {
      await deleteTable.mutateAsync({ locationId, tableId: pending.table.id });
      toast.success(t('table.deleted', { name: pending.table.name }));
    }
  };

  const group = pending?.kind === 'group' ? pending.group : null;
  const name = group?.name ?? (pending?.kind === 'table' ? pending.table.name : '');
  return (
    <ConfirmDialog
      open={pending !== null}
      title={group ? t('group.deleteTitle', { name }) : t('table.deleteTitle', { name })}
      message={
        group
          ? group.tables.length
            ? t('group.deleteWithTables', { count: group.tables.length })
            : t('group.deleteEmpty')
          : t('table.deleteMessage')
      }
      confirmLabel={t('actions.delete')}
      cancelLabel={t('actions.cancel')}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
}
