import { Controller, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '@/components/ui';
import { TextField, useFieldMessage } from '../form-fields';
import type { QrFormValues } from '../form-model';
import { useBlockImages } from '../images-context';
import { RichTextField } from './rich-text';

type Props = { base: string };

export function YoutubeSettings({ base }: Props) {
  const { t } = useTranslation('qr-pages');
  return (
    <>
      <TextField name={`${base}.video`} label={t('fields.video')} hint={t('hints.video')} ltr />
      <TextField name={`${base}.title`} label={t('fields.heading')} hint={t('hints.optional')} />
    </>
  );
}

export function TextSettings({ base }: Props) {
  const { t } = useTranslation('qr-pages');
  return <RichTextField name={`${base}.html`} label={t('fields.html')} />;
}

/** big-image and full-width-image: a library image, its description and an optional link. */
export function ImageSettings({ base }: Props) {
  const { t } = useTranslation('qr-pages');
  const { control } = useFormContext<QrFormValues>();
  const images = useBlockImages();
  const error = useFieldMessage(`${base}.image`);
  return (
    <>
      <Controller
        control={control}
        name={`${base}.image` as 'title'}
        render={({ field }) => (
          <div className={`gl-field${error ? ' gl-field--invalid' : ''}`}>
            <ImagePicker
              label={t('fields.image')}
              hint={t('hints.image')}
              value={images.srcOf(field.value)}
              bucket="qr-info"
              onChange={(picked) => {
                if (picked) images.remember(picked.id, picked.src);
                field.onChange(picked?.id ?? '');
              }}
            />
            {error ? (
              <small className="gl-field__error" role="alert">
                {error}
              </small>
            ) : null}
          </div>
        )}
      />
      <TextField name={`${base}.alt`} label={t('fields.alt')} hint={t('hints.alt')} />
      <TextField name={`${base}.link`} label={t('fields.imageLink')} hint={t('hints.optional')} type="url" />
    </>
  );
}
