import type { TStaffUser } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui';
import { useToast } from '@/lib/toast';
import { useUpdateUser } from '../api/update-user';
import { useProblemMessage } from './access';
import { DialogFooter } from './dialog-footer';
import { StatusTag } from './status-tag';

/**
 * The account's status with the one change that applies: deactivate (signs the person out
 * everywhere) or activate again, each confirmed first. Nobody deactivates themselves.
 */
export function StatusSection({ user, isSelf }: { user: TStaffUser; isSelf: boolean }) {
  const { t } = useTranslation('users');
  const toast = useToast();
  const problemMessage = useProblemMessage();
  const update = useUpdateUser();
  const [confirming, setConfirming] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const next = user.status === 'disabled' ? 'active' : 'disabled';
  const action = next === 'disabled' ? 'deactivate' : 'activate';

  const close = () => {
    setConfirming(false);
    setProblem(null);
  };
  const apply = async () => {
    setProblem(null);
    try {
      await update.mutateAsync({ id: user.id, status: next });
      toast.success(t(`status.${action}Done`, { name: user.name }));
      close();
    } catch (error) {
      setProblem(problemMessage(error));
    }
  };

  return (
    <section className="gl-users-status-section" aria-labelledby="edit-user-status">
      <div className="gl-users-status-section__row">
        <div>
          <h3 id="edit-user-status">{t('status.title')}</h3>
          <StatusTag status={user.status} />
        </div>
        <Button
          type="button"
          size="small"
          outlined
          severity={next === 'disabled' ? 'danger' : undefined}
          icon={next === 'disabled' ? 'pi pi-ban' : 'pi pi-check'}
          label={t(`status.${action}`)}
          disabled={isSelf}
          aria-describedby={isSelf ? 'edit-user-self' : undefined}
          onClick={() => setConfirming(true)}
        />
      </div>
      <p className="gl-users-muted" id="edit-user-self">
        {isSelf
          ? t('status.selfExplained')
          : user.status === 'pending'
            ? t('status.pendingExplained')
            : t(`status.${action}Explained`)}
      </p>
      <Dialog
        visible={confirming}
        onHide={close}
        header={t(`status.${action}Title`, { name: user.name })}
        modal
        draggable={false}
        style={{ width: 'min(30rem, 94vw)' }}
      >
        <p>{t(`status.${action}Confirm`, { name: user.name })}</p>
        <DialogFooter problem={problem} onCancel={close}>
          <Button
            type="button"
            severity={next === 'disabled' ? 'danger' : undefined}
            label={t(`status.${action}`)}
            loading={update.isPending}
            onClick={() => void apply()}
            autoFocus
          />
        </DialogFooter>
      </Dialog>
    </section>
  );
}
