import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';

export interface ConfirmDeleteDialogProps {
  /** Open while set: what is deleted, by name. */
  name: string | null;
  title: string;
  message: string;
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
}

/** Asks before deleting; a failure stays in the dialog, translated by its code. */
export function ConfirmDeleteDialog({ name, title, message, onConfirm, onClose }: ConfirmDeleteDialogProps) {
  const { t } = useTranslation('menu-content');
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      visible={name !== null}
      onHide={close}
      header={title}
      className="gl-mc-dialog gl-mc-dialog--small"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <p className="gl-mc-dialog__text">{message}</p>
      {error ? (
        <p className="gl-mc-alert" role="alert">
          {error}
        </p>
      ) : null}
      <div className="gl-mc-actions">
        <Button type="button" label={t('actions.cancel')} text onClick={close} />
        <Button
          type="button"
          label={t('actions.delete')}
          icon="pi pi-trash"
          severity="danger"
          loading={busy}
          onClick={() => void confirm()}
        />
      </div>
    </Dialog>
  );
}
