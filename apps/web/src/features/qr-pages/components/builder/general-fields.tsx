import { useTranslation } from 'react-i18next';
import { TextField } from './form-fields';

/** The page's title (its heading and the browser tab's) and the address in its link. */
export function GeneralFields() {
  const { t } = useTranslation('qr-pages');
  return (
    <div className="gl-qr-pair">
      <TextField name="title" label={t('fields.title')} hint={t('hints.title')} />
      <TextField name="slug" label={t('fields.slug')} hint={t('hints.pageSlug')} ltr />
    </div>
  );
}
