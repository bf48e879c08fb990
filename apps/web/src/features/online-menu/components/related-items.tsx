import { itemTitle } from '../model/menu-index';
import type { PublicItem } from '../model/pricing';
import { useCardPrice } from './item-card';
import { useMenu } from './menu-context';
import { MenuImage } from './menu-image';

export interface RelatedItemsProps {
  title: string;
  items: readonly PublicItem[];
  onOpen(item: PublicItem): void;
  /** Inside the item dialog: smaller heading level and tiles. */
  compact?: boolean;
}

function RelatedTile({ item, onOpen }: { item: PublicItem; onOpen(item: PublicItem): void }) {
  const { language, original } = useMenu();
  const title = itemTitle(item, language);
  const price = useCardPrice(item);
  const photo = item.images[0];
  return (
    <li>
      <button type="button" className="gm-tile" onClick={() => onOpen(item)}>
        {photo ? (
          <MenuImage image={photo} width={160} height={120} sizes="160px" className="gm-tile__photo" />
        ) : (
          <span className="gm-tile__photo gm-tile__photo--empty" aria-hidden="true" />
        )}
        <span className="gm-tile__title" lang={original.langOf(title)}>
          {title}
        </span>
        <span className="gm-tile__price">{price}</span>
      </button>
    </li>
  );
}

/** A row of suggested items ("Goes well with your coffee"), scrolling sideways on phones. */
export function RelatedItems({ title, items, onOpen, compact = false }: RelatedItemsProps) {
  const Heading = compact ? 'h3' : 'h2';
  const { langOf } = useMenu().original;
  return (
    <section className={compact ? 'gm-related gm-related--compact' : 'gm-related'}>
      <Heading className="gm-related__title" lang={langOf(title)}>
        {title}
      </Heading>
      <ul className="gm-related__list">
        {items.map((item) => (
          <RelatedTile key={item.id} item={item} onOpen={onOpen} />
        ))}
      </ul>
    </section>
  );
}
