import type { TUploadedImage } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '@/lib/errors';
import { useToast } from '@/lib/toast';
import { useDeleteImage } from '../api/delete-image';
import './media-dialogs.css';

export interface DeleteImageDialogProps {
  /** The image to delete; null keeps the dialog closed. */
  image: TUploadedImage | null;
  onHide(): void;
  onDeleted?(image: TUploadedImage): void;
}

/** Asks before DELETE /image/{id}: pages that show the image lose it, and it cannot be undone. */
export function DeleteImageDialog({ image, onHide, onDeleted }: DeleteImageDialogProps) {
  const { t } = useTranslation('media');
  const errorMessage = useErrorMessage();
  const toast = useToast();
  const remove = useDeleteImage();
  const [problem, setProblem] = useState<string | null>(null);

  const close = () => {
    if (remove.isPending) return;
    setProblem(null);
    onHide();
  };

  const confirm = async () => {
    if (!image) return;
    setProblem(null);
    try {
      await remove.mutateAsync(image.id);
      toast.success(t('delete.done'));
      onDeleted?.(image);
      onHide();
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };

  return (
    <Dialog
      visible={image !== null}
      onHide={close}
      header={t('delete.title')}
      modal
      draggable={false}
      resizable={false}
      pt={{ root: { role: 'alertdialog' } }}
      style={{ width: 'min(30rem, 94vw)' }}
      footer={
        <div className="gl-media-dialog__actions">
          <Button type="button" text label={t('delete.cancel')} onClick={close} autoFocus />
          <Button
            type="button"
            severity="danger"
            icon="pi pi-trash"
            label={t('delete.confirm')}
            loading={remove.isPending}
            onClick={confirm}
          />
        </div>
      }
    >
      <p className="gl-media-dialog__text">{t('delete.message', { name: image?.originalName ?? '' })}</p>
      {problem ? (
        <p className="gl-media-dialog__error" role="alert">
          {problem}
        </p>
      ) : null}
    </Dialog>
  );
}
