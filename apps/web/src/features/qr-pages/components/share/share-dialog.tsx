import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui';
import { useIsolate } from '../use-isolate';
import { SharePanel, type ShareTarget } from './share-panel';

/** "Share": the guest's link, its QR code and a card to print, for a page of the list or the builder. */
export function ShareDialog({ page, onClose }: { page: ShareTarget | null; onClose: () => void }) {
  const { t } = useTranslation('qr-pages');
  const isolate = useIsolate();
  return (
    <Dialog
      visible={page !== null}
      onHide={onClose}
      header={t('share.title', { title: isolate(page?.title ?? '') })}
      className="gl-qr-dialog"
      breakpoints={{ '640px': '100vw' }}
      draggable={false}
      resizable={false}
    >
      {page ? <SharePanel page={page} /> : null}
    </Dialog>
  );
}
