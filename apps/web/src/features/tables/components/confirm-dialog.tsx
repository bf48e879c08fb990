import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';

export interface ConfirmDialogProps {
  /** Open while set. */
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks before something is deleted; the destructive button is the second one. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  busy,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const { t } = useTranslation('tables');
  return (
    <Dialog
      visible={open}
      onHide={onClose}
      header={title}
      className="gl-tbl-dialog"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <p className="gl-tbl-dialog__text">{message}</p>
      {error ? (
        <p className="gl-tbl-alert" role="alert">
          {error}
        </p>
      ) : null}
      <div className="gl-tbl-actions">
        <Button type="button" label={t('actions.cancel')} text onClick={onClose} />
        <Button
          type="button"
          label={confirmLabel}
          icon="pi pi-trash"
          severity="danger"
          loading={busy}
          onClick={onConfirm}
        />
      </div>
    </Dialog>
  );
}
