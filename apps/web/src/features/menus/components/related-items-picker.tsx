import type { TMenu } from '@guestloop/contracts';
import { MultiSelect } from 'primereact/multiselect';
import { useTranslation } from 'react-i18next';
import { allCategories } from '../api/menu-cache';

export interface RelatedItemsPickerProps {
  menu: TMenu;
  inputId: string;
  value: string[];
  onChange: (ids: string[]) => void;
  /** Left out of the choices (an item is not related to itself). */
  excludeId?: string;
  max: number;
  'aria-describedby'?: string;
}

/** Items of the same menu, grouped by category, to show as "you may also like". */
export function RelatedItemsPicker({
  menu,
  inputId,
  value,
  onChange,
  excludeId,
  max,
  ...aria
}: RelatedItemsPickerProps) {
  const { t } = useTranslation('menus');
  const groups = allCategories(menu)
    .map((category) => ({
      label: category.title,
      items: category.items
        .filter((item) => item.id !== excludeId)
        .map((item) => ({ value: item.id, label: item.title })),
    }))
    .filter((group) => group.items.length > 0);
  return (
    <MultiSelect
      inputId={inputId}
      value={value}
      options={groups}
      optionGroupLabel="label"
      optionGroupChildren="items"
      optionLabel="label"
      optionValue="value"
      onChange={(event) => onChange((event.value as string[]).slice(0, max))}
      display="chip"
      filter
      selectionLimit={max}
      placeholder={t('fields.relatedNone')}
      emptyMessage={t('fields.relatedEmpty')}
      className="gl-menu-multiselect"
      {...aria}
    />
  );
}
