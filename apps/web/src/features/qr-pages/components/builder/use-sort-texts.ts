import { useTranslation } from 'react-i18next';
import type { SortableTexts } from '@/components/ui/SortableList';

/** What screen readers hear while a block is dragged, in the builder's words. */
export function useSortTexts(): SortableTexts {
  const { t } = useTranslation('qr-pages');
  return {
    instructions: t('dnd.instructions'),
    picked: (name) => t('dnd.picked', { name }),
    over: (name, position, total) => t('dnd.over', { name, position, total }),
    dropped: (name, position, total) => t('dnd.dropped', { name, position, total }),
    cancelled: (name) => t('dnd.cancelled', { name }),
  };
}
