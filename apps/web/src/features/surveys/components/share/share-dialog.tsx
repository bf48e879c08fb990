import { useTranslation } from 'react-i18next';
import { Dialog } from '@/components/ui';
import { useIsolate } from '../use-isolate';
import { SharePanel, type ShareTarget } from './share-panel';

/** "Share": the guest's link and its QR code, for a survey of the list or the builder. */
export function ShareDialog({ survey, onClose }: { survey: ShareTarget | null; onClose: () => void }) {
  const { t } = useTranslation('surveys');
  const isolate = useIsolate();
  return (
    <Dialog
      visible={survey !== null}
      onHide={onClose}
      header={t('share.title', { title: isolate(survey?.title ?? '') })}
      className="gl-survey-dialog"
      breakpoints={{ '640px': '100vw' }}
      draggable={false}
      resizable={false}
    >
      {survey ? <SharePanel survey={survey} /> : null}
    </Dialog>
  );
}
