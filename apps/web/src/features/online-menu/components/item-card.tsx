import { isAvailableNow } from '@guestloop/contracts';
import { useTranslation } from 'react-i18next';
import { itemTitle } from '../model/menu-index';
import { type PublicItem, priceRange } from '../model/pricing';
import { useMenu } from './menu-context';
import { MenuImage } from './menu-image';
import { OriginalMarkFor } from './original-marks';

export interface ItemCardProps {
  item: PublicItem;
  onOpen(item: PublicItem): void;
  /** The first cards on the screen load their photo at once; the rest when scrolled near. */
  eagerImage?: boolean;
  tourTarget?: boolean;
}

/** The price a card shows: one price, or "from" the cheapest size. */
export function useCardPrice(item: PublicItem): string {
  const { t } = useTranslation('guest-menu');
  const { price } = useMenu();
  const range = priceRange(item);
  return range.min === range.max ? price(range.min) : t('item.priceFrom', { price: price(range.min) });
}

/** One dish: the whole card opens its details (a stretched button inside the title). */
export function ItemCard({ item, onOpen, eagerImage = false, tourTarget = false }: ItemCardProps) {
  const { t } = useTranslation('guest-menu');
  const { language, now, original } = useMenu();
  const title = itemTitle(item, language);
  const available = isAvailableNow(item.availability, now);
  const dimmed = item.soldOut || !available;
  const photo = item.images[0];
  const priceText = useCardPrice(item);
  return (
    <article
      className={dimmed ? 'gm-card gm-card--dimmed' : 'gm-card'}
      data-tour={tourTarget ? 'item' : undefined}
    >
      <div className="gm-card__body">
        <h3 className="gm-card__title">
          <button
            type="button"
            className="gm-card__open"
            lang={original.langOf(title)}
            onClick={() => onOpen(item)}
          >
            {title}
          </button>
        </h3>
        {item.subTitle ? (
          <p className="gm-card__subtitle" lang={original.langOf(item.subTitle)}>
            {item.subTitle}
          </p>
        ) : null}
        {item.description ? (
          <p className="gm-card__description" lang={original.langOf(item.description)}>
            {item.description}
          </p>
        ) : null}
        <div className="gm-card__meta">
          <span className="gm-card__price">{priceText}</span>
          {item.soldOut ? <span className="gm-badge gm-badge--sold-out">{t('item.soldOut')}</span> : null}
          {!item.soldOut && !available && item.availability ? (
            <span className="gm-badge gm-badge--later">
              {t('item.notNow', { from: item.availability.from, to: item.availability.to })}
            </span>
          ) : null}
          <OriginalMarkFor texts={[title, item.subTitle, item.description]} />
        </div>
      </div>
      {photo ? (
        <MenuImage
          image={photo}
          width={112}
          height={112}
          sizes="112px"
          className="gm-card__photo"
          eager={eagerImage}
        />
      ) : null}
    </article>
  );
}
