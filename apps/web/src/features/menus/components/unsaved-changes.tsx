import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker } from 'react-router';

/**
 * While `dirty`, leaving the editor asks first: another console page through a dialog, closing
 * or reloading the tab through the browser's own prompt. Moving within the same menu (a new
 * slug after saving) is let through.
 */
export function UnsavedChangesPrompt({ dirty }: { dirty: boolean }) {
  const { t } = useTranslation('menus');
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => dirty && currentLocation.pathname !== nextLocation.pathname,
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
      className="gl-menu-dialog"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <p>{t('unsaved.message')}</p>
    </Dialog>
  );
}
