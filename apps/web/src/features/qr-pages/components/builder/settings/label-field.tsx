import { useTranslation } from 'react-i18next';
import { TextField } from '../form-fields';

/** The optional words of a block's button: left empty, the guest page shows its own in the guest's language. */
export function LabelField({
  base,
  name = 'label',
}: {
  base: string;
  name?: 'label' | 'title' | 'buttonLabel';
}) {
  const { t } = useTranslation('qr-pages');
  const label = name === 'title' ? t('fields.heading') : t('fields.buttonText');
  return <TextField name={`${base}.${name}`} label={label} hint={t('hints.optionalLabel')} />;
}
