import type { TMenuItem } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui';

export interface DeleteItemDialogProps {
  item: TMenuItem | null;
  onClose: () => void;
  /** Deletes the item; a failure stays in the dialog. */
  onConfirm: (item: TMenuItem) => Promise<unknown>;
}

/** "Delete Latte?" — an item goes for good (its view counts with it). */
export function DeleteItemDialog({ item, onClose, onConfirm }: DeleteItemDialogProps) {
  const { t } = useTranslation('menus');
  return (
    <ConfirmDialog
      open={item !== null}
      title={t('item.deleteTitle', { title: item?.title ?? '' })}
      message={t('item.deleteMessage')}
      confirmLabel={t('actions.delete')}
      cancelLabel={t('actions.cancel')}
      onConfirm={async () => {
        if (item) await onConfirm(item);
      }}
      onClose={onClose}
    />
  );
}
