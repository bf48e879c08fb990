import { Button } from 'primereact/button';
import { type ReactNode, useEffect, useState } from 'react';
import { useErrorMessage } from '@/lib/errors';
import { Dialog } from './Dialog';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  /** The destructive button ("Delete"). */
  confirmLabel: string;
  /** Its icon: a bin unless the action is not a deletion. */
  confirmIcon?: string;
  cancelLabel: string;
  /** Does it; when it resolves the dialog closes, when it fails the reason shows in the dialog. */
  onConfirm: () => Promise<unknown>;
  onClose: () => void;
  /** Words for a failure; the error's wire code in the `errors` namespace by default. */
  describeError?: (error: unknown) => string;
}

/**
 * Asks before something is deleted for good. Cancel has the focus; the destructive button waits
 * while the call runs; a failure stays in the dialog so the user can try again or cancel.
 */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  confirmIcon = 'pi pi-trash',
  cancelLabel,
  onConfirm,
  onClose,
  describeError,
}: ConfirmDialogProps) {
  const errorMessage = useErrorMessage();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (open) setProblem(null);
  }, [open]);

  const close = () => {
    if (!busy) onClose();
  };
  const confirm = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await onConfirm();
      setBusy(false);
      onClose();
    } catch (error) {
      setBusy(false);
      setProblem((describeError ?? errorMessage)(error));
    }
  };

  return (
    <Dialog
      visible={open}
      onHide={close}
      header={title}
      modal
      draggable={false}
      resizable={false}
      pt={{ root: { role: 'alertdialog' } }}
      className="gl-confirm"
      breakpoints={{ '640px': '95vw' }}
      footer={
        <div className="gl-confirm__actions">
          <Button type="button" text label={cancelLabel} onClick={close} autoFocus />
          <Button
            type="button"
            severity="danger"
            icon={confirmIcon}
            label={confirmLabel}
            loading={busy}
            onClick={() => void confirm()}
          />
        </div>
      }
    >
      <p className="gl-confirm__message">{message}</p>
      <div aria-live="polite">
        {problem ? (
          <p className="gl-confirm__problem" role="alert">
            {problem}
          </p>
        ) : null}
      </div>
    </Dialog>
  );
}
