import { Button } from 'primereact/button';
import { Dialog as PrimeDialog, type DialogProps as PrimeDialogProps } from 'primereact/dialog';
import { type SyntheticEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { focusFirstField, onDialogEscape } from './dialog-keys';
import './dialog.css';

export interface DialogProps extends PrimeDialogProps {
  /**
   * Unsaved changes: closing by Escape, the close button or the mask asks first. By default,
   * whether anything was typed into a form of the dialog since it opened (and the form is still
   * there: once saved, a dialog showing the result closes without asking).
   */
  dirty?: boolean;
}

/** Typing into a form of the dialog counts as a change (a search box outside a form does not). */
const typedInForm = (event: SyntheticEvent) =>
  event.target instanceof Element && event.target.closest('form') !== null;

/**
 * The console's dialog: PrimeReact's, with three things every dialog needs. Escape closes only
 * what is on top (an open dropdown or calendar first, then the top dialog); a dialog with typed
 * changes asks before they are thrown away; on opening, the first field has the focus (not the
 * close button). Features use this instead of primereact/dialog.
 */
export function Dialog({
  dirty,
  visible,
  onHide,
  onShow,
  closeOnEscape = true,
  closable = true,
  children,
  ...props
}: DialogProps) {
  const { t } = useTranslation('common');
  const dialog = useRef<PrimeDialog>(null);
  const [typed, setTyped] = useState(false);
  const [asking, setAsking] = useState(false);
  // Typed changes count while their form is still there (a saved form gives way to its result).
  const hasChanges = () => dirty ?? (typed && Boolean(dialog.current?.getElement()?.querySelector('form')));

  useEffect(() => {
    if (!visible) {
      setTyped(false);
      setAsking(false);
    }
  }, [visible]);

  const latest = useRef({ hasChanges, onHide });
  latest.current = { hasChanges, onHide };
  const requestClose = () => {
    if (latest.current.hasChanges()) setAsking(true);
    else latest.current.onHide();
  };

  useEffect(() => {
    if (!visible || !closable || !closeOnEscape || asking) return;
    return onDialogEscape(() => {
      if (latest.current.hasChanges()) setAsking(true);
      else latest.current.onHide();
    });
  }, [visible, closable, closeOnEscape, asking]);

  const markTyped = (event: SyntheticEvent) => {
    if (!typed && typedInForm(event)) setTyped(true);
  };

  return (
    <>
      <PrimeDialog
        {...props}
        ref={dialog}
        visible={visible}
        closable={closable}
        closeOnEscape={false}
        focusOnShow={false}
        onHide={requestClose}
        onShow={() => {
          focusFirstField(dialog.current?.getElement() ?? null);
          onShow?.();
        }}
      >
        <div className="gl-dialog-body" onInput={markTyped} onChange={markTyped}>
          {children}
        </div>
      </PrimeDialog>
      <PrimeDialog
        visible={asking}
        onHide={() => setAsking(false)}
        header={t('dialog.discard.title')}
        modal
        draggable={false}
        resizable={false}
        pt={{ root: { role: 'alertdialog' } }}
        breakpoints={{ '640px': '95vw' }}
        footer={
          <>
            <Button
              type="button"
              text
              label={t('dialog.discard.keep')}
              onClick={() => setAsking(false)}
              autoFocus
            />
            <Button
              type="button"
              severity="danger"
              label={t('dialog.discard.confirm')}
              onClick={() => {
                setAsking(false);
                onHide();
              }}
            />
          </>
        }
      >
        <p>{t('dialog.discard.message')}</p>
      </PrimeDialog>
    </>
  );
}
