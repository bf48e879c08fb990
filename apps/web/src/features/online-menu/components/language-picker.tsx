import { INTL_LOCALES, LANGUAGE_NAMES, LANGUAGES, type TLanguage } from '@guestloop/contracts';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuestIcon } from '@/components/ui/GuestIcon';
import { setLanguage } from '@/lib/i18n';
import { useUiLanguage } from './menu-context';

/**
 * A native select: light, and the phone shows its own picker for the 19 languages. It lists only
 * the current language until it is pressed, focused or typed into: the names of all languages,
 * each in its own script, make the browser look up fallback fonts for Chinese, Georgian,
 * Arabic… when it lays them out, which slowed the menu's first screen by a few hundred
 * milliseconds on a phone. The options are there before the picker opens.
 */
export function LanguagePicker() {
  const { t } = useTranslation('common');
  const language = useUiLanguage();
  const id = useId();
  const [listed, setListed] = useState(false);
  const list = () => setListed(true);
  const codes = listed ? LANGUAGES : [language];
  return (
    <div className="gm-language">
      <label htmlFor={id} className="gl-visually-hidden">
        {t('language.label')}
      </label>
      <GuestIcon name="globe" />
      <select
        id={id}
        value={language}
        onFocus={list}
        onPointerDown={list}
        onKeyDown={list}
        onChange={(event) => void setLanguage(event.target.value as TLanguage)}
      >
        {codes.map((code) => (
          <option key={code} value={code} lang={INTL_LOCALES[code]}>
            {LANGUAGE_NAMES[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
