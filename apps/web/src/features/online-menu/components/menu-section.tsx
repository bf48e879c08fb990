import type { PublicCategory } from '../model/menu-index';
import type { PublicItem } from '../model/pricing';
import { sectionDomId } from '../model/scroll-spy';
import { ItemCard } from './item-card';
import { useMenu } from './menu-context';
import { OriginalMarkFor } from './original-marks';

export interface MenuSectionProps {
  category: PublicCategory;
  onOpen(item: PublicItem): void;
  /** How many photos at the top of the page load at once (the rest lazily). */
  eagerCount: number;
  /** The first item of the menu is the tour's "item" step. */
  firstItemId: string | null;
}

function ItemList(props: { items: readonly PublicItem[] } & Omit<MenuSectionProps, 'category'>) {
  return (
    <div className="gm-items">
      {props.items.map((item, index) => (
        <ItemCard
          key={item.id}
          item={item}
          onOpen={props.onOpen}
          eagerImage={index < props.eagerCount}
          tourTarget={item.id === props.firstItemId}
        />
      ))}
    </div>
  );
}

/** One category: heading, its items, then its sub-categories with theirs. */
export function MenuSection({ category, ...rest }: MenuSectionProps) {
  const { langOf } = useMenu().original;
  const headingId = `${sectionDomId(category.id)}-title`;
  return (
    <section
      id={sectionDomId(category.id)}
      className="gm-section"
      aria-labelledby={headingId}
      data-section={category.id}
    >
      <h2 className="gm-section__title" id={headingId} lang={langOf(category.title)}>
        {category.title}
      </h2>
      {category.subTitle ? (
        <p className="gm-section__subtitle" lang={langOf(category.subTitle)}>
          {category.subTitle}
        </p>
      ) : null}
      <OriginalMarkFor texts={[category.title, category.subTitle]} className="gm-section__mark" />
      {category.items.length > 0 ? <ItemList items={category.items} {...rest} /> : null}
      {category.subCategories.map((sub) => (
        <div key={sub.id} className="gm-subsection">
          <h3 className="gm-subsection__title" lang={langOf(sub.title)}>
            {sub.title}
          </h3>
          {sub.subTitle ? (
            <p className="gm-section__subtitle" lang={langOf(sub.subTitle)}>
              {sub.subTitle}
            </p>
          ) : null}
          <OriginalMarkFor texts={[sub.title, sub.subTitle]} className="gm-section__mark" />
          <ItemList items={sub.items} {...rest} eagerCount={0} />
        </div>
      ))}
    </section>
  );
}
