import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui';
import { useToast } from '@/lib/toast';

export interface DeletionWords {
  title: string;
  message: string;
  confirm: string;
  /** The toast once it is gone. */
  done: string;
}

export interface ConfirmDeletionProps<T> {
  /** What is asked about; null while nothing is (the dialog is closed). */
  item: T | null;
  /** The words about it (asked with null too, while the dialog closes). */
  words: (item: T | null) => DeletionWords;
  remove: (item: T) => Promise<unknown>;
  onClose: () => void;
}

/** Asks before one of the section's things is deleted, deletes it, and says so. */
export function ConfirmDeletion<T>({ item, words, remove, onClose }: ConfirmDeletionProps<T>) {
  const { t } = useTranslation('metrics');
  const toast = useToast();
  const shown = words(item);
  return (
    <ConfirmDialog
      open={item !== null}
      title={shown.title}
      message={shown.message}
      confirmLabel={shown.confirm}
      cancelLabel={t('actions.cancel')}
      onConfirm={async () => {
        if (item === null) return;
        await remove(item);
        toast.success(words(item).done);
      }}
      onClose={onClose}
    />
  );
}
