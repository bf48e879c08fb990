import { TAKEOVER_REASON_MAX, type TSuperAdminStructure } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { InputText } from 'primereact/inputtext';
import { InputTextarea } from 'primereact/inputtextarea';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';

interface FormDialogProps {
  open: boolean;
  title: string;
  submitLabel: string;
  submitIcon: string;
  danger?: boolean;
  canSubmit: boolean;
  onSubmit: () => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog with one small form: its error in words, and the submit button busy while it works. */
function FormDialog({
  open,
  title,
  submitLabel,
  submitIcon,
  danger,
  canSubmit,
  onSubmit,
  onClose,
  children,
}: FormDialogProps) {
  const { t } = useTranslation('super-admin');
  const errorMessage = useErrorMessage();
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canSubmit || busy) return;
    setBusy(true);
    setError(null);
    try {
      await onSubmit();
      onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      visible={open}
      onHide={onClose}
      header={title}
      style={{ width: 'min(32rem, 95vw)' }}
      footer={
        <>
          <Button type="button" label={t('actions.cancel')} text onClick={onClose} />
          <Button
            type="submit"
            form={formId}
            label={submitLabel}
            icon={submitIcon}
            severity={danger ? 'danger' : undefined}
            disabled={!canSubmit}
            loading={busy}
          />
        </>
      }
    >
      <form id={formId} onSubmit={submit}>
        {children}
        {error ? (
          <p role="alert" className="p-error">
            {error}
          </p>
        ) : null}
      </form>
    </Dialog>
  );
}

interface StructureDialogProps {
  structure: TSuperAdminStructure;
  open: boolean;
  onClose: () => void;
}

export function RenameStructureDialog({
  structure,
  open,
  onClose,
  onRename,
}: StructureDialogProps & { onRename: (name: string) => Promise<unknown> }) {
  const { t } = useTranslation('super-admin');
  const id = useId();
  const [name, setName] = useState(structure.name);
  return (
    <FormDialog
      open={open}
      title={t('structure.rename.title')}
      submitLabel={t('actions.save')}
      submitIcon="pi pi-check"
      canSubmit={name.trim().length > 0 && name.trim() !== structure.name}
      onSubmit={() => onRename(name.trim())}
      onClose={onClose}
    >
      <div className="gl-sa-field">
        <label htmlFor={id}>{t('structure.rename.name')}</label>
        <InputText id={id} value={name} maxLength={120} onChange={(event) => setName(event.target.value)} />
      </div>
    </FormDialog>
  );
}

export function TakeOverDialog({
  structure,
  open,
  onClose,
  onTakeOver,
}: StructureDialogProps & { onTakeOver: (reason: string) => Promise<unknown> }) {
  const { t } = useTranslation('super-admin');
  const id = useId();
  const [reason, setReason] = useState('');
  return (
    <FormDialog
      open={open}
      title={t('structure.takeOver.title', { company: structure.name })}
      submitLabel={t('structure.takeOver.submit')}
      submitIcon="pi pi-sign-in"
      canSubmit={reason.trim().length >= 3}
      onSubmit={() => onTakeOver(reason.trim())}
      onClose={onClose}
    >
      <p>{t('structure.takeOver.lead')}</p>
      <div className="gl-sa-field">
        <label htmlFor={id}>{t('structure.takeOver.reason')}</label>
        <InputTextarea
          id={id}
          value={reason}
          rows={3}
          maxLength={TAKEOVER_REASON_MAX}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
    </FormDialog>
  );
}

/** Deleting a company asks for its slug typed out: nothing is left of it afterwards. */
export function DeleteStructureDialog({
  structure,
  open,
  onClose,
  onDelete,
}: StructureDialogProps & { onDelete: () => Promise<unknown> }) {
  const { t } = useTranslation('super-admin');
  const id = useId();
  const [typed, setTyped] = useState('');
  return (
    <FormDialog
      open={open}
      title={t('structure.delete.title', { company: structure.name })}
      submitLabel={t('structure.delete.submit')}
      submitIcon="pi pi-trash"
      danger
      canSubmit={typed.trim() === structure.slug}
      onSubmit={onDelete}
      onClose={onClose}
    >
      <p>{t('structure.delete.lead')}</p>
      <div className="gl-sa-field">
        <label htmlFor={id}>{t('structure.delete.confirm', { slug: structure.slug })}</label>
        <InputText
          id={id}
          dir="ltr"
          autoComplete="off"
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
        />
      </div>
    </FormDialog>
  );
}
