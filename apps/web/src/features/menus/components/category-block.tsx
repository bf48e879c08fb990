import type { TMenuCategory } from '@guestloop/contracts';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { DragHandle, moveBy, SortableList } from '@/components/ui/SortableList';
import { type MenuCategoryNode, useContentActions } from './content-actions';
import { ItemRow } from './item-row';
import { RowActions } from './row-actions';
import { useSortTexts } from './use-sort-texts';

function isRoot(category: MenuCategoryNode): category is TMenuCategory {
  return 'subCategories' in category;
}

export interface CategoryBlockProps {
  category: MenuCategoryNode;
  /** The ids of the category and its siblings in order (for Move up / Move down). */
  siblingIds: string[];
}

/** A category with its items and (for a root category) its sub-categories, each list sortable. */
export function CategoryBlock({ category, siblingIds }: CategoryBlockProps) {
  const { t } = useTranslation('menus');
  const sortTexts = useSortTexts();
  const actions = useContentActions();
  const root = isRoot(category);
  const headingId = `menu-category-${category.id}`;
  const itemIds = category.items.map((item) => item.id);
  const index = siblingIds.indexOf(category.id);
  const move = (offset: number) => {
    const ids = moveBy(siblingIds, category.id, offset);
    if (ids) actions.reorderCategories(root ? null : category.parentId, ids);
  };

  return (
    <section
      className={`gl-menu-category${root ? '' : ' gl-menu-category--sub'}`}
      aria-labelledby={headingId}
    >
      <header className="gl-menu-category__header">
        <DragHandle label={t('dnd.moveNamed', { title: category.title })} />
        {category.image ? (
          <img
            className="gl-menu-category__image"
            src={category.image.variants['320'] ?? category.image.src}
            alt=""
          />
        ) : null}
        <div className="gl-menu-category__text">
          {root ? (
            <h3 id={headingId} dir="auto">
              {category.title}
            </h3>
          ) : (
            <h4 id={headingId} dir="auto">
              {category.title}
            </h4>
          )}
          <span className="gl-menu-muted">
            {category.subTitle ? `${category.subTitle} · ` : ''}
            {t('list.items', { count: category.items.length })}
          </span>
        </div>
        <Button
          type="button"
          icon="pi pi-plus"
          label={t('item.add')}
          aria-label={t('item.add')}
          size="small"
          outlined
          onClick={() => actions.addItem(category.id)}
        />
        <RowActions
          label={t('category.moreNamed', { title: category.title })}
          actions={[
            {
              label: t('category.edit'),
              icon: 'pi pi-pencil',
              onClick: () => actions.editCategory(category),
            },
            ...(root
              ? [
                  {
                    label: t('category.addSub'),
                    icon: 'pi pi-plus',
                    onClick: () => actions.addSubCategory(category),
                  },
                ]
              : []),
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
            {
              label: t('category.delete'),
              icon: 'pi pi-trash',
              onClick: () => actions.deleteCategory(category),
              danger: true,
            },
          ]}
        />
      </header>
      {category.items.length ? (
        <SortableList
          items={category.items}
          texts={sortTexts}
          onReorder={(ids) => actions.reorderItems(category.id, ids)}
          className="gl-menu-items"
          aria-label={t('item.listOf', { title: category.title })}
          renderItem={(item) => <ItemRow item={item} siblingIds={itemIds} />}
        />
      ) : (
        <p className="gl-menu-muted gl-menu-category__empty">{t('category.noItems')}</p>
      )}
      {root && category.subCategories.length ? (
        <SortableList
          items={category.subCategories}
          texts={sortTexts}
          onReorder={(ids) => actions.reorderCategories(category.id, ids)}
          className="gl-menu-subcategories"
          aria-label={t('category.subListOf', { title: category.title })}
          renderItem={(sub) => (
            <CategoryBlock category={sub} siblingIds={category.subCategories.map((own) => own.id)} />
          )}
        />
      ) : null}
    </section>
  );
}
