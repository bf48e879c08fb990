import type { TMenuItem } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { InputSwitch } from 'primereact/inputswitch';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DragHandle, moveBy } from '@/components/ui/SortableList';
import { useContentActions } from './content-actions';
import { DishScore } from './dish-score';
import { formatPrice } from './price';
import { RowActions } from './row-actions';

/** One item of a category: grip, photo, title and price, the sold-out switch, edit and more. */
export function ItemRow({ item, siblingIds }: { item: TMenuItem; siblingIds: string[] }) {
  const { t, i18n } = useTranslation('menus');
  const actions = useContentActions();
  const { currency } = actions.menu;
  const switchId = useId();
  const photo = item.images[0];
  const move = (offset: number) => {
    const ids = moveBy(siblingIds, item.id, offset);
    if (ids) actions.reorderItems(item.categoryId, ids);
  };
  const index = siblingIds.indexOf(item.id);

  return (
    <div className={`gl-menu-item${item.soldOut ? ' gl-menu-item--sold-out' : ''}`}>
      <DragHandle label={t('dnd.moveNamed', { title: item.title })} />
      <span className="gl-menu-item__photo" aria-hidden="true">
        {photo ? <img src={photo.variants['320'] ?? photo.src} alt="" /> : <span className="pi pi-image" />}
      </span>
      <div className="gl-menu-item__text">
        <span className="gl-menu-item__title-row">
          <span className="gl-menu-item__title" dir="auto">
            {item.title}
          </span>
          <DishScore menuSlug={actions.menu.slug} itemId={item.id} title={item.title} />
        </span>
        <span className="gl-menu-item__meta">
          {formatPrice(item.price, currency, i18n.language)}
          {item.settings.options.length
            ? ` · ${t('item.optionsCount', { count: item.settings.options.length })}`
            : ''}
          {item.availability ? ` · ${item.availability.from}–${item.availability.to}` : ''}
        </span>
      </div>
      <span className="gl-menu-item__soldout">
        <InputSwitch
          inputId={switchId}
          checked={item.soldOut}
          onChange={(event) => actions.setSoldOut(item, Boolean(event.value))}
          aria-label={t('item.soldOutNamed', { title: item.title })}
        />
        <span aria-hidden="true">{t('item.soldOut')}</span>
      </span>
      <Button
        type="button"
        icon="pi pi-pencil"
        text
        rounded
        aria-label={t('item.editNamed', { title: item.title })}
        title={t('item.editNamed', { title: item.title })}
        onClick={() => actions.editItem(item)}
      />
      <RowActions
        label={t('item.moreNamed', { title: item.title })}
        actions={[
          {
            label: t('actions.moveUp'),
            icon: 'pi pi-arrow-up',
            onClick: () => move(-1),
            disabled: index <= 0,
          },
          {
            label: t('actions.moveDown'),
            icon: 'pi pi-arrow-down',
            onClick: () => move(1),
            disabled: index === siblingIds.length - 1,
          },
          { label: t('item.duplicate'), icon: 'pi pi-copy', onClick: () => actions.duplicateItem(item) },
          {
            label: t('item.delete'),
            icon: 'pi pi-trash',
            onClick: () => actions.deleteItem(item),
            danger: true,
          },
        ]}
      />
    </div>
  );
}
