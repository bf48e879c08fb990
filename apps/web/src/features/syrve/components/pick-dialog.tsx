import { Button } from 'primereact/button';
import { Dropdown } from 'primereact/dropdown';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog, FormField } from '@/components/ui';
import { useErrorMessage } from '@/lib/errors';

export interface PickOption {
  value: string;
  label: string;
}

interface PickDialogProps {
  open: boolean;
  header: string;
  lead?: ReactNode;
  /** Said under the picker for the value picked (e.g. what it replaces). */
  noteFor?: (value: string) => string | null;
  label: string;
  placeholder: string;
  options: PickOption[];
  submit: string;
  cancel: string;
  inputId: string;
  onPick: (value: string) => Promise<void>;
  onClose: () => void;
}

/** One choice in a dialog (an item to link, a category to create in), saved by `onPick`. */
export function PickDialog(props: PickDialogProps) {
  const { t } = useTranslation('syrve');
  const errorMessage = useErrorMessage();
  const [value, setValue] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (props.open) {
      setValue(null);
      setError(null);
    }
  }, [props.open]);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!value) return setError(t('required'));
    setSaving(true);
    try {
      await props.onPick(value);
      props.onClose();
    } catch (failure) {
      setError(errorMessage(failure));
    } finally {
      setSaving(false);
    }
  };
  const note = value ? props.noteFor?.(value) : null;

  return (
    <Dialog
      visible={props.open}
      onHide={props.onClose}
      header={props.header}
      className="gl-syrve-dialog"
      breakpoints={{ '640px': '100vw' }}
      draggable={false}
      resizable={false}
      dirty={false}
    >
      <form className="gl-syrve-form" onSubmit={onSubmit} noValidate>
        {props.lead ? <p className="gl-syrve-muted">{props.lead}</p> : null}
        <FormField label={props.label} htmlFor={props.inputId} error={error} hint={note}>
          <Dropdown
            inputId={props.inputId}
            value={value}
            options={props.options}
            optionLabel="label"
            optionValue="value"
            placeholder={props.placeholder}
            onChange={(event) => {
              setValue(event.value as string);
              setError(null);
            }}
            filter
            filterInputAutoFocus
          />
        </FormField>
        <div className="gl-syrve-form__actions">
          <Button type="button" text label={props.cancel} onClick={props.onClose} />
          <Button type="submit" label={props.submit} loading={saving} />
        </div>
      </form>
    </Dialog>
  );
}
