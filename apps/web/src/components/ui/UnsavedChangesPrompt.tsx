import { Button } from 'primereact/button';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';
import { Dialog } from './Dialog';

interface UnsavedChangesPromptProps {
  dirty: boolean;
  /** The feature's namespace holding `unsaved.{title,message,stay,leave}`. */
  namespace: string;
  /** Set to true to let a deliberate exit through (e.g. after deleting the record). */
  leaving?: RefObject<boolean>;
  className?: string;
}

/**
 * While `dirty`, leaving the page asks first: another console page through a dialog, closing or
 * reloading the tab through the browser's own prompt. Changes within the same path are let through.
 */
export function UnsavedChangesPrompt({ dirty, namespace, leaving, className }: UnsavedChangesPromptProps) {
  const { t } = useTranslation(namespace);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving?.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const footer = (
    <>
      <Button type="button" label={t('unsaved.stay')} text onClick={() => blocker.reset?.()} autoFocus />
      <Button
        type="button"
        label={t('unsaved.leave')}
        severity="danger"
        onClick={() => blocker.proceed?.()}
      />
    </>
  );
  return (
    <Dialog
      visible={blocker.state === 'blocked'}
      onHide={() => blocker.reset?.()}
      header={t('unsaved.title')}
      footer={footer}
      className={className}
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <p>{t('unsaved.message')}</p>
    </Dialog>
  );
}
