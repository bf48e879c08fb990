import type { TLanguage } from '@guestloop/contracts';
import { type Control, Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { LanguageSelect } from '@/components/ui';
import { setLanguage } from '@/lib/i18n';

export interface LanguageFieldProps<T extends { language?: TLanguage }> {
  /** The control of a form with a `language` field. */
  control: Control<T>;
  /** Shown while the field has no value: the UI language. */
  fallback: TLanguage;
}

/** The account's language; choosing one switches the UI to it at once (register, complete registration). */
export function LanguageField<T extends { language?: TLanguage }>({
  control,
  fallback,
}: LanguageFieldProps<T>) {
  const { t } = useTranslation('auth');
  return (
    <Controller
      control={control as unknown as Control<{ language?: TLanguage }>}
      name="language"
      render={({ field }) => (
        <div>
          <LanguageSelect
            label={t('fields.language')}
            value={field.value ?? fallback}
            onChange={(next) => {
              field.onChange(next);
              void setLanguage(next);
            }}
          />
          <small className="gl-field__hint">{t('hints.language')}</small>
        </div>
      )}
    />
  );
}
