import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui';
import { useToast } from '@/lib/toast';
import { useDeleteQrPage } from '../api/delete-qr-page';
import { useIsolate } from './use-isolate';

export interface DeletePageDialogProps {
  /** The page asked about; null while the dialog is closed. */
  page: { slug: string; title: string } | null;
  onClose: () => void;
  /** After it is gone (the builder leaves for the list). */
  onDeleted?: () => void;
}

/** Asks before a QR page goes with its blocks, deletes it and says so. */
export function DeletePageDialog({ page, onClose, onDeleted }: DeletePageDialogProps) {
  const { t } = useTranslation('qr-pages');
  const toast = useToast();
  const remove = useDeleteQrPage();
  const isolate = useIsolate();
  const title = isolate(page?.title ?? '');
  return (
    <ConfirmDialog
      open={page !== null}
      title={t('delete.title', { title })}
      message={t('delete.message')}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('actions.cancel')}
      onConfirm={async () => {
        if (!page) return;
        await remove.mutateAsync(page.slug);
        toast.success(t('delete.done', { title }));
        onDeleted?.();
      }}
      onClose={onClose}
    />
  );
}
