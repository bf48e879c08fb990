import type { TMenuItem } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { Dialog } from 'primereact/dialog';
import { useTranslation } from 'react-i18next';

export interface DeleteItemDialogProps {
  item: TMenuItem | null;
  pending: boolean;
  onClose: () => void;
  onConfirm: (item: TMenuItem) => void;
}

/** "Delete Latte?" — an item goes for good (its view counts with it). */
export function DeleteItemDialog({ item, pending, onClose, onConfirm }: DeleteItemDialogProps) {
  const { t } = useTranslation('menus');
  const footer = (
    <>
      <Button type="button" label={t('actions.cancel')} text onClick={onClose} autoFocus />
      <Button
        type="button"
        label={t('actions.delete')}
        icon="pi pi-trash"
        severity="danger"
        loading={pending}
        onClick={() => item && onConfirm(item)}
      />
    </>
  );
  return (
    <Dialog
      visible={item !== null}
      onHide={onClose}
      header={t('item.deleteTitle', { title: item?.title ?? '' })}
      footer={footer}
      className="gl-menu-dialog"
      breakpoints={{ '640px': '95vw' }}
      draggable={false}
      resizable={false}
    >
      <p>{t('item.deleteMessage')}</p>
    </Dialog>
  );
}
