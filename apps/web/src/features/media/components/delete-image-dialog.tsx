import type { TUploadedImage } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui';
import { useToast } from '@/lib/toast';
import { useDeleteImage } from '../api/delete-image';

export interface DeleteImageDialogProps {
  /** The image to delete; null keeps the dialog closed. */
  image: TUploadedImage | null;
  onHide(): void;
  onDeleted?(image: TUploadedImage): void;
}

/** Asks before DELETE /image/{id}: pages that show the image lose it, and it cannot be undone. */
export function DeleteImageDialog({ image, onHide, onDeleted }: DeleteImageDialogProps) {
  const { t } = useTranslation('media');
  const toast = useToast();
  const remove = useDeleteImage();
  return (
    <ConfirmDialog
      open={image !== null}
      title={t('delete.title')}
      message={t('delete.message', { name: image?.originalName ?? '' })}
      confirmLabel={t('delete.confirm')}
      cancelLabel={t('delete.cancel')}
      onConfirm={async () => {
        if (!image) return;
        await remove.mutateAsync(image.id);
        toast.success(t('delete.done'));
        onDeleted?.(image);
      }}
      onClose={onHide}
    />
  );
}
