import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { type AddonGroup, canAddAddon, type PublicItem, toggleAddon } from '../model/pricing';
import { useMenu } from './menu-context';

type ItemOption = PublicItem['settings']['options'][number];

/** "250 ml", "300 g": the amount of a size in its unit, when it has one. */
export function useOptionAmount() {
  const { t } = useTranslation('guest-menu');
  return (option: ItemOption): string | null => {
    if (option.amount === null) return null;
    if (option.unitType === 'weight') return t('units.grams', { amount: option.amount });
    if (option.unitType === 'volume') return t('units.millilitres', { amount: option.amount });
    return null;
  };
}

export function SizeChoice(props: { item: PublicItem; value: number | null; onChange(index: number): void }) {
  const { t } = useTranslation('guest-menu');
  const { price, original } = useMenu();
  const amount = useOptionAmount();
  const name = useId();
  return (
    <fieldset className="gm-choice">
      <legend className="gm-choice__legend">{t('item.size')}</legend>
      <div className="gm-choice__options">
        {props.item.settings.options.map((option, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the index is the option's identity (choices are kept by index)
          <label key={`${option.name}-${index}`} className="gm-option">
            <input
              type="radio"
              name={name}
              checked={props.value === index}
              onChange={() => props.onChange(index)}
            />
            <span className="gm-option__name">
              <span lang={original.langOf(option.name)}>{option.name}</span>
              {amount(option) ? <span className="gm-option__hint"> · {amount(option)}</span> : null}
            </span>
            <span className="gm-option__price">{price(option.price)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface AddonGroupChoiceProps {
  group: AddonGroup;
  chosen: readonly number[];
  onChange(chosen: number[]): void;
  /** Shown after a refused "Add to cart" while the group's minimum is not met. */
  showMinimumError: boolean;
}

/** The rule of a group in words: "Optional", "Choose 1", "Choose up to 3", "Choose 1 to 2". */
function useRule() {
  const { t } = useTranslation('guest-menu');
  return (group: AddonGroup) => {
    if (group.min === 0)
      return group.max === 1 ? t('addons.optionalOne') : t('addons.upTo', { max: group.max });
    if (group.min === group.max) return t('addons.exactly', { n: group.min });
    return t('addons.between', { min: group.min, max: group.max });
  };
}

/** One add-on group as checkboxes; past its max the other boxes are disabled (max 1 swaps). */
export function AddonGroupChoice({ group, chosen, onChange, showMinimumError }: AddonGroupChoiceProps) {
  const { t } = useTranslation('guest-menu');
  const { price, original } = useMenu();
  const rule = useRule();
  const hintId = useId();
  const full = !canAddAddon(group, chosen) && group.max > 1;
  const invalid = showMinimumError && chosen.length < group.min;
  return (
    <fieldset className="gm-choice" aria-describedby={hintId} aria-invalid={invalid || undefined}>
      <legend className="gm-choice__legend" lang={original.langOf(group.name)}>
        {group.name}
      </legend>
      <p className={invalid ? 'gm-choice__rule gm-choice__rule--error' : 'gm-choice__rule'} id={hintId}>
        {invalid ? t('addons.chooseMore', { min: group.min }) : rule(group)}
      </p>
      <div className="gm-choice__options">
        {group.options.map((option, index) => {
          const checked = chosen.includes(index);
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the index is the option's identity (choices are kept by index)
            <label key={`${option.name}-${index}`} className="gm-option">
              <input
                type="checkbox"
                checked={checked}
                disabled={!checked && full}
                onChange={() => onChange(toggleAddon(group, chosen, index))}
              />
              <span className="gm-option__name" lang={original.langOf(option.name)}>
                {option.name}
              </span>
              <span className="gm-option__price">
                {option.price > 0 ? `+${price(option.price)}` : t('addons.free')}
              </span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
