import type { TLocation, TLocationConflict } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';
import { locationConflict, useDeleteLocation } from '../api/delete-location';

type Step =
  | { kind: 'ask' }
  | { kind: 'conflict'; conflict: TLocationConflict }
  | { kind: 'error'; message: string };

export interface DeleteLocationDialogProps {
  location: Pick<TLocation, 'id' | 'name'>;
  visible: boolean;
  onClose: () => void;
  onDeleted: (deletedIds: string[]) => void;
}

/**
 * Deleting asks first. When the API answers that other records depend on the location
 * (409 `has-dependents`), the dialog lists them and deletes everything only on a second,
 * explicit confirmation (`?confirm=true`); the company's last location cannot be deleted.
 */
export function DeleteLocationDialog({ location, visible, onClose, onDeleted }: DeleteLocationDialogProps) {
  const { t } = useTranslation('locations');
  const errorMessage = useErrorMessage();
  const remove = useDeleteLocation();
  const [step, setStep] = useState<Step>({ kind: 'ask' });

  const close = () => {
    setStep({ kind: 'ask' });
    onClose();
  };

  const run = async (confirm: boolean) => {
    try {
      const { deletedIds } = await remove.mutateAsync({ id: location.id, confirm });
      setStep({ kind: 'ask' });
      onDeleted(deletedIds);
    } catch (error) {
      const conflict = locationConflict(error);
      setStep(conflict ? { kind: 'conflict', conflict } : { kind: 'error', message: errorMessage(error) });
    }
  };

  const conflict = step.kind === 'conflict' ? step.conflict : null;
  const dependents = conflict?.reason === 'has-dependents' ? conflict.dependents : null;
  const lastLocation = conflict?.reason === 'last-location';

  const footer = lastLocation ? (
    <Button type="button" label={t('delete.understood')} onClick={close} autoFocus />
  ) : (
    <>
      <Button type="button" label={t('actions.cancel')} text onClick={close} disabled={remove.isPending} />
      <Button
        type="button"
        severity="danger"
        icon="pi pi-trash"
        label={dependents ? t('delete.confirmAll') : t('delete.confirm')}
        loading={remove.isPending}
        onClick={() => void run(dependents !== null)}
      />
    </>
  );

  return (
    <Dialog
      visible={visible}
      onHide={close}
      header={lastLocation ? t('delete.lastTitle') : t('delete.title', { name: location.name })}
      footer={footer}
      className="gl-loc-dialog"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <div aria-live="polite">
        {lastLocation ? (
          <p>{t('delete.lastMessage', { name: location.name })}</p>
        ) : dependents ? (
          <>
            <p>{t('delete.dependentsLead', { name: location.name })}</p>
            <ul className="gl-loc-dependents">
              {dependents.subLocations > 0 ? (
                <li>
                  <span className="pi pi-sitemap" aria-hidden="true" />
                  {t('delete.subLocations', { count: dependents.subLocations })}
                </li>
              ) : null}
              {dependents.users > 0 ? (
                <li>
                  <span className="pi pi-users" aria-hidden="true" />
                  {t('delete.users', { count: dependents.users })}
                </li>
              ) : null}
            </ul>
            <p className="gl-loc-warning">{t('delete.dependentsWarning')}</p>
          </>
        ) : (
          <p>{t('delete.message', { name: location.name })}</p>
        )}
        {step.kind === 'error' ? (
          <p className="gl-loc-alert" role="alert">
            {step.message}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
