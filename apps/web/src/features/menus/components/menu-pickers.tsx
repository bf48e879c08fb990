import { LANGUAGE_NAMES, LANGUAGES, type TCurrency, type TLanguage } from '@guestloop/contracts';
import { Dropdown } from 'primereact/dropdown';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocationList } from '@/entities/locations';
import { currencyOptions } from '@/lib/currency';

const LANGUAGE_OPTIONS = LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }));

interface PickerProps<T> {
  inputId: string;
  value: T;
  onChange: (value: T) => void;
  onBlur?: () => void;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** The menu's language: guests see its texts in it. */
export function MenuLanguagePicker({ value, onChange, ...rest }: PickerProps<TLanguage>) {
  return (
    <Dropdown
      {...rest}
      value={value}
      options={LANGUAGE_OPTIONS}
      optionLabel="label"
      optionValue="value"
      onChange={(event) => onChange(event.value as TLanguage)}
      filter
    />
  );
}

/** The currency prices are shown in. */
export function MenuCurrencyPicker({ value, onChange, ...rest }: PickerProps<TCurrency>) {
  const { i18n } = useTranslation();
  const options = useMemo(() => currencyOptions(i18n.language), [i18n.language]);
  return (
    <Dropdown
      {...rest}
      value={value}
      options={options}
      optionLabel="label"
      optionValue="value"
      onChange={(event) => onChange(event.value as TCurrency)}
      filter
    />
  );
}

/** The venue a menu belongs to (optional): its address and hours can fill the menu's. */
export function MenuLocationPicker({ value, onChange, ...rest }: PickerProps<string | null>) {
  const { t } = useTranslation('menus');
  const locations = useLocationList();
  const options = (locations.data?.items ?? []).map((location) => ({
    value: location.id,
    label: location.name,
  }));
  return (
    <Dropdown
      {...rest}
      value={value}
      options={options}
      optionLabel="label"
      optionValue="value"
      onChange={(event) => onChange((event.value as string | undefined) ?? null)}
      placeholder={locations.isError ? t('fields.locationsFailed') : t('fields.noLocation')}
      emptyMessage={t('fields.noLocations')}
      showClear={value !== null}
      loading={locations.isPending}
      filter={options.length > 8}
    />
  );
}
