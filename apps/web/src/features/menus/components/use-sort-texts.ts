import { useTranslation } from 'react-i18next';
import type { SortableTexts } from '@/components/ui/SortableList';

/** What screen readers hear while a category or item is dragged, in the menus' words. */
export function useSortTexts(): SortableTexts {
  const { t } = useTranslation('menus');
  return {
    instructions: t('dnd.instructions'),
    picked: (title) => t('dnd.picked', { title }),
    over: (title, position, total) => t('dnd.over', { title, position, total }),
    dropped: (title, position, total) => t('dnd.dropped', { title, position, total }),
    cancelled: (title) => t('dnd.cancelled', { title }),
  };
}
