import { QR_INFO_BUTTON_STYLES, type TQrInfoPage } from '@guestloop/contracts';
import { RadioButton } from 'primereact/radiobutton';
import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormField, ImageFields } from '@/components/ui';
import { useSetQrBackground } from '../../api/set-background';
import { fieldId, type QrPath, useFieldMessage } from './form-fields';
import type { QrFormValues } from './form-model';

const COLORS = ['backgroundColor', 'textColor', 'buttonColor', 'buttonTextColor'] as const;

/** The page's colours and the look of its buttons (saved with the page). */
export function ThemeFields() {
  const { t } = useTranslation('qr-pages');
  const { control } = useFormContext<QrFormValues>();
  return (
    <>
      <div className="gl-qr-colors">
        {COLORS.map((name) => (
          <ColorField key={name} path={`theme.${name}`} label={t(`theme.${name}`)} />
        ))}
      </div>
      <Controller
        control={control}
        name="theme.buttonStyle"
        render={({ field }) => (
          <fieldset className="gl-qr-styles">
            <legend>{t('theme.buttonStyle')}</legend>
            {QR_INFO_BUTTON_STYLES.map((style) => (
              <span key={style} className="gl-qr-style">
                <RadioButton
                  inputId={`qr-style-${style}`}
                  name="qr-button-style"
                  value={style}
                  checked={field.value === style}
                  onChange={() => field.onChange(style)}
                />
                <label htmlFor={`qr-style-${style}`}>
                  <span className={`gl-qr-style__sample qp-sample--${style}`} aria-hidden="true" />
                  {t(`theme.styles.${style}`)}
                </label>
              </span>
            ))}
          </fieldset>
        )}
      />
    </>
  );
}

function ColorField({ path, label }: { path: string; label: string }) {
  const { control } = useFormContext<QrFormValues>();
  const error = useFieldMessage(path);
  return (
    <Controller
      control={control}
      name={path as QrPath}
      render={({ field }) => (
        <FormField label={label} htmlFor={fieldId(path)} error={error}>
          <input
            type="color"
            className="gl-qr-color"
            value={typeof field.value === 'string' ? field.value : '#000000'}
            onChange={(event) => field.onChange(event.target.value)}
            onBlur={field.onBlur}
          />
        </FormField>
      )}
    />
  );
}

/** The picture behind the page, saved as soon as it is picked or removed. */
export function BackgroundImage({ page }: { page: TQrInfoPage }) {
  const { t } = useTranslation('qr-pages');
  const setBackground = useSetQrBackground(page.slug);
  return (
    <ImageFields<'background'>
      slots={[
        {
          kind: 'background',
          label: t('theme.background'),
          hint: t('theme.backgroundHint'),
          value: page.theme.backgroundImage?.src ?? null,
        },
      ]}
      save={(_kind, imageId) => setBackground.mutateAsync(imageId)}
      saving={setBackground.isPending}
      savedText={(_kind, removed) => t(removed ? 'theme.backgroundRemoved' : 'theme.backgroundSaved')}
      failedText={t('theme.backgroundFailed')}
      bucket="qr-info"
    />
  );
}
