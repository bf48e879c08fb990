import { LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@guestloop/contracts';
import { Dropdown } from 'primereact/dropdown';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';

export interface LanguageSelectProps {
  value: TLanguage;
  onChange: (language: TLanguage) => void;
  /** Visible label; the translated "Language" when omitted (then only for screen readers). */
  label?: string;
  className?: string;
}

const OPTIONS = LANGUAGES.map((code) => ({ value: code, label: LANGUAGE_NAMES[code] }));

/** The 19 languages, each in its own name. */
export function LanguageSelect({ value, onChange, label, className }: LanguageSelectProps) {
  const { t } = useTranslation('common');
  const id = useId();
  return (
    <div className={`gl-language-select ${className ?? ''}`.trim()}>
      <label htmlFor={id} className={label ? 'gl-field__label' : 'gl-visually-hidden'}>
        {label ?? t('language.label')}
      </label>
      <Dropdown
        inputId={id}
        value={value}
        options={OPTIONS}
        optionLabel="label"
        optionValue="value"
        onChange={(event) => onChange(event.value as TLanguage)}
        dropdownIcon="pi pi-globe"
        placeholder={t('language.heading')}
        aria-label={label ?? t('language.label')}
      />
    </div>
  );
}
