import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { GuestIcon } from '@/components/ui/GuestIcon';

export interface MenuSearchProps {
  value: string;
  onChange(value: string): void;
}

/** Filters the items as the guest types; the results count is announced to screen readers. */
export function MenuSearch({ value, onChange }: MenuSearchProps) {
  const { t } = useTranslation('guest-menu');
  const id = useId();
  return (
    // biome-ignore lint/a11y/useSemanticElements: <search> is still unknown to some browsers in use
    <div role="search" className="gm-search" data-tour="search">
      <label htmlFor={id} className="gl-visually-hidden">
        {t('search.label')}
      </label>
      <GuestIcon name="search" className="gm-search__icon" />
      <input
        id={id}
        type="search"
        className="gm-search__input"
        placeholder={t('search.placeholder')}
        value={value}
        autoComplete="off"
        enterKeyHint="search"
        onChange={(event) => onChange(event.target.value)}
      />
      {value ? (
        <button
          type="button"
          className="gm-search__clear"
          aria-label={t('search.clear')}
          onClick={() => onChange('')}
        >
          <i className="pi pi-times" aria-hidden="true" />
        </button>
      ) : null}
    </div>
  );
}
