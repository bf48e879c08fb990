import { useTranslation } from 'react-i18next';
import { SelectField, TextField } from '../form-fields';

/**
 * Which menu, rating page or survey a block opens: chosen from the list when the user can read
 * it, else typed as its address (the part after the last slash).
 */
export function SlugField({
  name,
  label,
  options,
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
}) {
  const { t } = useTranslation('qr-pages');
  if (options.length === 0) return <TextField name={name} label={label} hint={t('hints.slug')} ltr />;
  return <SelectField name={name} label={label} options={options} placeholder={t('fields.choose')} />;
}
