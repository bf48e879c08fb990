import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * While `dirty`, leaving the page asks first: another console page through a dialog, closing
 * or reloading the tab through the browser's own prompt. `leaving.current` lets a deliberate
 * exit (after deleting the location) through.
 */
export function UnsavedChangesPrompt({ dirty, leaving }: { dirty: boolean; leaving: RefObject<boolean> }) {
  const { t } = useTranslation('locations');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !leaving.current && currentLocation.pathname !== nextLocation.pathname,
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
      className="gl-loc-dialog"
      draggable={false}
      resizable={false}
    >
      <p>{t('unsaved.message')}</p>
    </Dialog>
  );
}
