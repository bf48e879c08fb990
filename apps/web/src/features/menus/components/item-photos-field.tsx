import { Button } from 'primereact/button';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ImagePicker } from '@/components/ui';
import type { ItemFormValues } from './item-form-model';

const MAX_PHOTOS = 10;

/** The item's photos in order (the first is the main one): add by upload or from the library. */
export function ItemPhotosField() {
  const { t } = useTranslation('menus');
  const { control } = useFormContext<ItemFormValues>();
  const { fields, append, remove, move } = useFieldArray({ control, name: 'images', keyName: 'key' });

  return (
    <section className="gl-menu-subform" aria-labelledby="item-photos">
      <h3 id="item-photos">{t('item.photos')}</h3>
      {fields.length ? (
        <ol className="gl-menu-photos" aria-labelledby="item-photos">
          {fields.map((photo, index) => (
            <li key={photo.key} className="gl-menu-photo">
              <img src={photo.src} alt={t('item.photoN', { n: index + 1 })} />
              {index === 0 ? <span className="gl-menu-photo__main">{t('item.mainPhoto')}</span> : null}
              <span className="gl-menu-photo__actions">
                <Button
                  type="button"
                  icon="pi pi-arrow-left"
                  rounded
                  text
                  size="small"
                  aria-label={t('item.photoEarlier', { n: index + 1 })}
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                />
                <Button
                  type="button"
                  icon="pi pi-arrow-right"
                  rounded
                  text
                  size="small"
                  aria-label={t('item.photoLater', { n: index + 1 })}
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                />
                <Button
                  type="button"
                  icon="pi pi-trash"
                  rounded
                  text
                  size="small"
                  severity="danger"
                  aria-label={t('item.removePhoto', { n: index + 1 })}
                  onClick={() => remove(index)}
                />
              </span>
            </li>
          ))}
        </ol>
      ) : null}
      {fields.length < MAX_PHOTOS ? (
        <ImagePicker
          label={t('item.addPhoto')}
          hint={t('item.photosHint', { max: MAX_PHOTOS })}
          value={null}
          bucket="menus"
          onChange={(image) => image && append({ id: image.id, src: image.src })}
        />
      ) : (
        <p className="gl-menu-muted">{t('item.photosFull', { max: MAX_PHOTOS })}</p>
      )}
    </section>
  );
}
