import type { TRole } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui';
import { useDeleteRole } from '../api/role-mutations';
import { useProblemMessage } from './access';

export interface DeleteRoleDialogProps {
  role: TRole | null;
  label: string;
  onHide: () => void;
  onDeleted: () => void;
}

/** Deleting a custom role, confirmed; a role people still hold is refused and explained. */
export function DeleteRoleDialog({ role, label, onHide, onDeleted }: DeleteRoleDialogProps) {
  const { t } = useTranslation('roles');
  const problemMessage = useProblemMessage();
  const remove = useDeleteRole();
  const [problem, setProblem] = useState<string | null>(null);
  const held = (role?.userCount ?? 0) > 0;

  useEffect(() => {
    if (role) setProblem(null);
  }, [role]);

  const confirm = async () => {
    if (!role) return;
    setProblem(null);
    try {
      await remove.mutateAsync(role.slug);
      onDeleted();
    } catch (error) {
      setProblem(problemMessage(error));
    }
  };

  return (
    <Dialog
      visible={role !== null}
      onHide={onHide}
      header={t('delete.title', { name: label })}
      modal
      draggable={false}
      style={{ width: 'min(30rem, 94vw)' }}
    >
      {held ? (
        <p className="gl-roles-problem" role="alert">
          {t('delete.inUse', { count: role?.userCount ?? 0 })}
        </p>
      ) : (
        <p>{t('delete.message')}</p>
      )}
      <div aria-live="polite">
        {problem ? (
          <p className="gl-roles-problem" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
      <div className="gl-roles-dialog-actions">
        {held ? null : (
          <Button
            type="button"
            severity="danger"
            icon="pi pi-trash"
            label={t('delete.confirm')}
            loading={remove.isPending}
            onClick={() => void confirm()}
          />
        )}
        <Button
          type="button"
          text={!held}
          label={held ? t('actions.close') : t('actions.cancel')}
          onClick={onHide}
        />
      </div>
    </Dialog>
  );
}
