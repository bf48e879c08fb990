import { INTL_LOCALES, LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@guestloop/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { setLanguage } from '@/lib/i18n';
import { useUiLanguage } from './menu-context';

/** A native select: light, and the phone shows its own picker for the 19 languages. */
export function LanguagePicker() {
  const { t } = useTranslation('common');
  const language = useUiLanguage();
  const id = useId();
  return (
    <div className="gm-language">
      <label htmlFor={id} className="gl-visually-hidden">
        {t('language.label')}
      </label>
      <i className="pi pi-globe" aria-hidden="true" />
      <select
        id={id}
        value={language}
        onChange={(event) => void setLanguage(event.target.value as TLanguage)}
      >
        {LANGUAGES.map((code) => (
          <option key={code} value={code} lang={INTL_LOCALES[code]}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
