import { isAvailableNow } from '@guestloop/contracts';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppStore } from '@/lib/store';
import { recordItemView } from '../api/record-views';
import { itemTitle } from '../model/menu-index';
import {
  firstAddonProblem,
  type ItemChoice,
  initialChoice,
  lineTotal,
  type PublicItem,
  unitPrice,
} from '../model/pricing';
import { AddonGroupChoice, SizeChoice } from './item-choices';
import { useMenu } from './menu-context';
import { MenuImage } from './menu-image';
import { ModalSheet } from './modal-sheet';
import { OriginalMarkFor } from './original-marks';
import { QuantityStepper } from './quantity-stepper';
import { RelatedItems } from './related-items';
import { useMenuOrdering } from './use-menu-ordering';

export interface ItemDialogProps {
  item: PublicItem;
  onClose(): void;
  /** Another item picked from "goes well with". */
  onOpenItem(item: PublicItem): void;
  onAdded(title: string): void;
}

const NOTE_MAX = 200;

/** An item's details with its sizes, add-ons, note and quantity, and "Add to cart". */
export default function ItemDialog({ item, onClose, onOpenItem, onAdded }: ItemDialogProps) {
  const { t } = useTranslation('guest-menu');
  const { slug, language, price, now, itemsById, original } = useMenu();
  const { langOf } = original;
  const addToCart = useAppStore((state) => state.addToCart);
  const ordering = useMenuOrdering();
  const [choice, setChoice] = useState<ItemChoice>(() => initialChoice(item));
  const [quantity, setQuantity] = useState(1);
  const [note, setNote] = useState('');
  const [triedToAdd, setTriedToAdd] = useState(false);
  const noteId = useId();
  const title = itemTitle(item, language);

  useEffect(() => recordItemView(slug, item.id), [slug, item.id]);

  const unit = unitPrice(item, choice);
  const orderable = !item.soldOut && isAvailableNow(item.availability, now);
  const available = orderable && ordering.canAdd;
  const problem = firstAddonProblem(item, choice.addons);
  const related = item.settings.relatedItemIds
    .map((id) => itemsById.get(id))
    .filter((related): related is PublicItem => Boolean(related));

  const add = () => {
    setTriedToAdd(true);
    if (!available || problem) return;
    const option = choice.optionIndex === null ? null : item.settings.options[choice.optionIndex];
    addToCart(slug, {
      itemId: item.id,
      optionIndex: choice.optionIndex,
      addons: choice.addons,
      quantity,
      note: note.trim(),
      unitPrice: unit,
      title,
      optionName: option?.name ?? null,
      addonNames: item.settings.addons.flatMap((group, g) =>
        (choice.addons[g] ?? []).map((i) => group.options[i]?.name ?? '').filter(Boolean),
      ),
    });
    onAdded(title);
  };

  let addLabel = t('item.addToCart');
  if (item.soldOut) addLabel = t('item.soldOut');
  else if (!orderable) addLabel = t('item.notAvailableNow');
  else if (ordering.notice)
    addLabel = t(ordering.notice.kind === 'paused' ? 'ordering.addPaused' : 'ordering.addClosed');

  // A view-only menu shows the dish without a way to order it.
  const footer = !ordering.takesOrders ? null : (
    <>
      {ordering.canAdd ? (
        <QuantityStepper value={quantity} onChange={setQuantity} label={t('quantity.of', { title })} />
      ) : null}
      <button
        type="button"
        className="gm-button gm-button--primary gm-button--grow"
        disabled={!available}
        onClick={add}
      >
        <span>{addLabel}</span>
        {available ? <span className="gm-button__price">{price(lineTotal(unit, quantity))}</span> : null}
      </button>
    </>
  );

  const media =
    item.images.length > 0 ? (
      <div className="gm-gallery">
        {item.images.map((image, index) => (
          <MenuImage
            key={image.src}
            image={image}
            width={640}
            height={480}
            sizes="(min-width: 640px) 560px, 100vw"
            className="gm-gallery__photo"
            alt={index === 0 ? title : ''}
            eager={index === 0}
          />
        ))}
      </div>
    ) : null;

  return (
    <ModalSheet
      title={langOf(title) ? <span lang={langOf(title)}>{title}</span> : title}
      onClose={onClose}
      footer={footer}
      media={media}
    >
      {item.subTitle ? (
        <p className="gm-sheet__subtitle" lang={langOf(item.subTitle)}>
          {item.subTitle}
        </p>
      ) : null}
      {item.description ? (
        <p className="gm-sheet__text" lang={langOf(item.description)}>
          {item.description}
        </p>
      ) : null}
      <OriginalMarkFor
        texts={[
          title,
          item.subTitle,
          item.description,
          item.settings.allergenText,
          ...item.settings.options.map((option) => option.name),
          ...item.settings.addons.flatMap((group) => [
            group.name,
            ...group.options.map((option) => option.name),
          ]),
        ]}
        className="gm-sheet__mark"
      />
      {item.soldOut ? <p className="gm-badge gm-badge--sold-out">{t('item.soldOut')}</p> : null}
      {!item.soldOut && !orderable && item.availability ? (
        <p className="gm-badge gm-badge--later">
          {t('item.notNow', { from: item.availability.from, to: item.availability.to })}
        </p>
      ) : null}
      {item.settings.options.length > 0 ? (
        <SizeChoice
          item={item}
          value={choice.optionIndex}
          onChange={(optionIndex) => setChoice((c) => ({ ...c, optionIndex }))}
        />
      ) : null}
      {item.settings.addons.map((group, g) => (
        <AddonGroupChoice
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the group's identity (choices are kept by index)
          key={`${group.name}-${g}`}
          group={group}
          chosen={choice.addons[g] ?? []}
          showMinimumError={triedToAdd}
          onChange={(chosen) =>
            setChoice((c) => ({ ...c, addons: c.addons.map((old, i) => (i === g ? chosen : old)) }))
          }
        />
      ))}
      {item.settings.allergenText ? (
        <p className="gm-allergens">
          <i className="pi pi-info-circle" aria-hidden="true" />
          <span>
            <strong>{t('item.allergens')}</strong>{' '}
            <span lang={langOf(item.settings.allergenText)}>{item.settings.allergenText}</span>
          </span>
        </p>
      ) : null}
      {ordering.canAdd ? (
        <div className="gm-field">
          <label htmlFor={noteId} className="gm-field__label">
            {t('item.note')}
          </label>
          <textarea
            id={noteId}
            className="gm-field__input"
            rows={2}
            maxLength={NOTE_MAX}
            placeholder={t('item.notePlaceholder')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
          />
        </div>
      ) : null}
      {related.length > 0 ? (
        <RelatedItems title={t('item.related')} items={related} onOpen={onOpenItem} compact />
      ) : null}
    </ModalSheet>
  );
}
